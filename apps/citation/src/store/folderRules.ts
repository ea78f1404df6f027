import type { Project } from './citationTypes.ts'

export const DEFAULT_FOLDER_NAME = 'New folder'
export const DUPLICATE_FOLDER_MESSAGE =
  '⛔ A folder with that name already exists. Please choose a different name.'

/** A row of the sidebar: a project on its own, or a folder with its projects. */
export type Block =
  | { kind: 'project'; project: Project }
  | { kind: 'folder'; name: string; projects: Project[] }

export const withFolder = (project: Project, folderName: string | undefined): Project => {
  const { folderName: _old, ...rest } = project
  return folderName ? { ...rest, folderName } : rest
}

/** Names compare trimmed and case-insensitively: "Essay" and "essay " would be one folder to a reader. */
export function sameFolderName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()
}

/** Gathers each folder's projects at the place of its first project, keeping every other order. */
export function normalizeFolders(projects: readonly Project[]): Project[] {
  const out: Project[] = []
  const done = new Set<string>()
  for (const project of projects) {
    const name = project.folderName
    if (!name) out.push(project)
    else if (!done.has(name)) {
      done.add(name)
      out.push(...projects.filter((other) => other.folderName === name))
    }
  }
  return out
}

/** The sidebar's rows, from projects whose folders are adjacent (see `normalizeFolders`). */
export function toBlocks(projects: readonly Project[]): Block[] {
  const blocks: Block[] = []
  for (const project of projects) {
    const last = blocks.at(-1)
    if (!project.folderName) blocks.push({ kind: 'project', project })
    else if (last?.kind === 'folder' && last.name === project.folderName) last.projects.push(project)
    else blocks.push({ kind: 'folder', name: project.folderName, projects: [project] })
  }
  return blocks
}

export const fromBlocks = (blocks: readonly Block[]): Project[] =>
  blocks.flatMap((block) => (block.kind === 'project' ? [block.project] : block.projects))

export function folderNames(projects: readonly Project[]): string[] {
  return [...new Set(projects.flatMap((project) => (project.folderName ? [project.folderName] : [])))]
}

/** "New folder", or "New folder N" with the first unused N from 2 (the unnumbered one counts as the first). */
export function nextFolderName(taken: readonly string[]): string {
  const used = (name: string) => taken.some((other) => sameFolderName(other, name))
  if (!used(DEFAULT_FOLDER_NAME)) return DEFAULT_FOLDER_NAME
  for (let n = 2; ; n += 1) {
    const name = `${DEFAULT_FOLDER_NAME} ${n}`
    if (!used(name)) return name
  }
}

/** Why a folder cannot be renamed to `name` (empty, or another folder's name), or null when it can. */
export function folderNameProblem(
  projects: readonly Project[],
  current: string,
  name: string,
): 'empty' | 'taken' | null {
  if (name.trim() === '') return 'empty'
  const taken = folderNames(projects).some((other) => other !== current && sameFolderName(other, name))
  return taken ? 'taken' : null
}

export const sameOrder = (a: readonly Project[], b: readonly Project[]) =>
  a.length === b.length &&
  a.every((project, i) => project.id === b[i]?.id && project.folderName === b[i]?.folderName)

/** The index range [start, end) of a folder's projects. */
export function folderRange(projects: readonly Project[], name: string): [number, number] {
  const start = projects.findIndex((project) => project.folderName === name)
  let end = start
  while (end < projects.length && projects[end]?.folderName === name) end += 1
  return [start, end]
}
