import { beforeEach, describe, expect, it } from 'vitest'
import { fillStorage, freshWorkspace } from '../../test/workspaceFixtures.ts'
import { activeProjectStore } from './activeProjectStore.ts'
import { citationsStore } from './citationsStore.ts'
import type { Project, SavedCitation } from './citationTypes.ts'
import {
  createProject,
  DEFAULT_PROJECT_TITLE,
  deleteProject,
  duplicateProject,
  mergeProjects,
  renameProject,
  setActiveProject,
  setActiveProjectStyle,
} from './projectActions.ts'
import { projectsStore } from './projectsStore.ts'
import { StorageWriteError } from './StorageWriteError.ts'
import { ACTIVE_PROJECT_KEY, CITATIONS_KEY, PROJECTS_KEY } from './storageKeys.ts'
import { readStoredWorkspace } from './workspace.ts'

const project = (id: number, title: string, folderName?: string): Project => ({
  id,
  title,
  styleId: 'rmit-harvard',
  ...(folderName ? { folderName } : {}),
})
const citation = (id: string, projectId: number, title = id): SavedCitation => ({
  id,
  projectId,
  formatId: 1,
  item: { type: 'book', title, issued: { 'date-parts': [[2020]] } },
  time: 1_700_000_000_000,
})

const projects = () => projectsStore.getState().projects
const active = () => activeProjectStore.getState().activeProjectId
const citations = () => citationsStore.getState().citations

/** What the stores show equals what is stored: every action is written before it is shown. */
function expectStoredAsShown() {
  expect(readStoredWorkspace()).toEqual({
    projects: projects(),
    activeProjectId: active(),
    citations: citations(),
  })
}

beforeEach(() => {
  freshWorkspace({
    [PROJECTS_KEY]: [project(100, 'Essay'), project(200, 'Report', 'Uni'), project(300, 'Thesis', 'Uni')],
    [ACTIVE_PROJECT_KEY]: 100,
    [CITATIONS_KEY]: [citation('aaaaaaaa1', 100), citation('aaaaaaaa2', 100), citation('bbbbbbbb1', 200)],
  })
})

describe('project actions', () => {
  it('creates "New project name" last, active, with a timestamp id', () => {
    const before = Date.now()
    const id = createProject()
    expect(id).toBeGreaterThanOrEqual(before)
    expect(projects().at(-1)).toEqual(project(id, DEFAULT_PROJECT_TITLE))
    expect(active()).toBe(id)
    expectStoredAsShown()
  })

  it('gives distinct ids to projects created in the same millisecond', () => {
    const ids = [createProject(), createProject(), createProject()]
    expect(new Set(ids).size).toBe(3)
  })

  it('creates a project inside a folder, last in it', () => {
    const id = createProject({ folderName: 'Uni' })
    expect(projects().map((p) => p.id)).toEqual([100, 200, 300, id])
    expect(projects().at(-1)?.folderName).toBe('Uni')
  })

  it('renames with the title trimmed; an empty title changes nothing', () => {
    expect(renameProject(100, '  Final essay ')).toBe(true)
    expect(projects()[0]?.title).toBe('Final essay')
    expect(renameProject(100, '   ')).toBe(false)
    expect(projects()[0]?.title).toBe('Final essay')
    expectStoredAsShown()
  })

  it('duplicates with " (copy)", copies the citations with new 9-character ids marked as copies, activates the copy', () => {
    const copyId = duplicateProject(200)
    expect(projects().map((p) => p.id)).toEqual([100, 200, copyId, 300])
    expect(projects()[2]).toEqual(project(copyId, 'Report (copy)', 'Uni'))
    expect(active()).toBe(copyId)
    const copies = citations().filter((c) => c.projectId === copyId)
    expect(copies).toHaveLength(1)
    expect(copies[0]).toMatchObject({ copy: true, item: citation('bbbbbbbb1', 200).item })
    expect(copies[0]?.id).toMatch(/^[a-z0-9]{9}$/)
    expect(copies[0]?.id).not.toBe('bbbbbbbb1')
    expect(citations().find((c) => c.id === 'bbbbbbbb1')?.projectId).toBe(200)
    expectStoredAsShown()
  })

  it('merges: the citations move to the target, the source goes, the target becomes active', () => {
    mergeProjects(100, 300)
    expect(projects().map((p) => p.id)).toEqual([200, 300])
    expect(
      citations()
        .filter((c) => c.projectId === 300)
        .map((c) => c.id),
    ).toEqual(['aaaaaaaa1', 'aaaaaaaa2'])
    expect(active()).toBe(300)
    expectStoredAsShown()
  })

  it('refuses to merge a project with itself', () => {
    expect(() => mergeProjects(100, 100)).toThrow('cannot merge with itself')
    expect(projects()).toHaveLength(3)
  })

  it('deletes a project with its citations; the next one becomes active if it was active', () => {
    deleteProject(100)
    expect(projects().map((p) => p.id)).toEqual([200, 300])
    expect(citations().map((c) => c.id)).toEqual(['bbbbbbbb1'])
    expect(active()).toBe(200)
    deleteProject(300)
    expect(active()).toBe(200)
    deleteProject(200)
    expect(active()).toBeNull()
    expect(citations()).toEqual([])
    expectStoredAsShown()
  })

  it('activates the previous project when the last one of the list was active and is deleted', () => {
    setActiveProject(300)
    deleteProject(300)
    expect(active()).toBe(200)
  })

  it("switches the active project's style and back, and nothing else stored changes", () => {
    const before = readStoredWorkspace()
    expect(setActiveProjectStyle('ieee')).toBe(100)
    expect(projects()[0]).toEqual({ ...project(100, 'Essay'), styleId: 'ieee' })
    expectStoredAsShown()
    expect(readStoredWorkspace().citations).toEqual(before.citations)
    setActiveProjectStyle('rmit-harvard')
    expect(readStoredWorkspace()).toEqual(before)
  })

  it('starts a project in the chosen style when there is none', () => {
    setActiveProject(null)
    const id = setActiveProjectStyle('apa-7')
    expect(projects().at(-1)).toEqual({ ...project(id, DEFAULT_PROJECT_TITLE), styleId: 'apa-7' })
    expect(active()).toBe(id)
  })

  it('selects a project; an unknown one is refused', () => {
    setActiveProject(200)
    expect(active()).toBe(200)
    expect(() => setActiveProject(999)).toThrow('no longer exists')
    expect(active()).toBe(200)
    expectStoredAsShown()
  })
})

describe('a full storage', () => {
  it('leaves the workspace and storage as they were, and says so', () => {
    const stored = readStoredWorkspace()
    const shown = { projects: projects(), citations: citations(), active: active() }
    const restore = fillStorage()
    try {
      expect(() => createProject()).toThrow(StorageWriteError)
      expect(() => duplicateProject(100)).toThrow(/storage is full/)
      expect(() => mergeProjects(100, 200)).toThrow(StorageWriteError)
      expect(() => deleteProject(100)).toThrow(StorageWriteError)
      expect(() => renameProject(100, 'Other')).toThrow(StorageWriteError)
    } finally {
      restore()
    }
    expect({ projects: projects(), citations: citations(), active: active() }).toEqual(shown)
    expect(readStoredWorkspace()).toEqual(stored)
  })

  it('puts back the keys already written when a later key fails', () => {
    const stored = readStoredWorkspace()
    const original = Storage.prototype.setItem
    let writes = 0
    Storage.prototype.setItem = function (key: string, value: string) {
      writes += 1
      // The first write of the merge succeeds, the second fails; restoring succeeds.
      if (writes === 2) throw new DOMException('full', 'QuotaExceededError')
      original.call(this, key, value)
    }
    try {
      expect(() => mergeProjects(100, 200)).toThrow(StorageWriteError)
    } finally {
      Storage.prototype.setItem = original
    }
    expect(readStoredWorkspace()).toEqual(stored)
    expect(projects()).toHaveLength(3)
  })
})
