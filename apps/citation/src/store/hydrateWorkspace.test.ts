import { describe, expect, it } from 'vitest'
import { freshWorkspace } from '../../test/workspaceFixtures.ts'
import { activeProjectStore } from './activeProjectStore.ts'
import { citationsStore } from './citationsStore.ts'
import type { Project, SavedCitation } from './citationTypes.ts'
import { hydrateWorkspace, resetWorkspace } from './hydrateWorkspace.ts'
import { projectsStore } from './projectsStore.ts'
import { ACTIVE_PROJECT_KEY, CITATIONS_KEY, PROJECTS_KEY } from './storageKeys.ts'
import { readStoredWorkspace } from './workspace.ts'

const project = (id: number, folderName?: string): Project => ({
  id,
  title: `P${id}`,
  styleId: 'rmit-harvard',
  ...(folderName ? { folderName } : {}),
})
const citation = (id: string, projectId: number): SavedCitation => ({
  id,
  projectId,
  formatId: 1,
  item: { type: 'book', title: id },
  time: 1,
})

/** What another tab does: it writes the key, and this tab gets a storage event. */
function otherTabWrites(key: string, value: unknown) {
  const oldValue = localStorage.getItem(key)
  const newValue = JSON.stringify(value)
  localStorage.setItem(key, newValue)
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }))
}

describe('hydration', () => {
  it('starts loading and is ready once filled from storage', () => {
    localStorage.setItem(PROJECTS_KEY, JSON.stringify([project(1)]))
    resetWorkspace()
    expect(projectsStore.getState()).toEqual({ status: 'loading', projects: [] })
    hydrateWorkspace()
    expect(projectsStore.getState()).toEqual({ status: 'ready', projects: [project(1)] })
  })

  it('drops malformed entries and keeps the rest', () => {
    freshWorkspace({
      [PROJECTS_KEY]: [project(1), { id: 'x' }, null, project(1), { id: 2, title: 7 }],
      [CITATIONS_KEY]: [
        citation('good', 1),
        { ...citation('unknown-format', 1), formatId: 999 },
        { id: 'no-item', projectId: 1, formatId: 1 },
      ],
      [ACTIVE_PROJECT_KEY]: 'nonsense',
    })
    expect(projectsStore.getState().projects.map((p) => p.id)).toEqual([1, 2])
    expect(projectsStore.getState().projects[1]?.title).toBe('')
    expect(citationsStore.getState().citations.map((c) => c.id)).toEqual(['good'])
    expect(activeProjectStore.getState().activeProjectId).toBeNull()
  })

  it('reads a project stored with no style, or one it does not know, as RMIT Harvard, and keeps a known one', () => {
    freshWorkspace({
      [PROJECTS_KEY]: [
        { id: 1, title: 'Old' },
        { id: 2, title: 'Unknown', styleId: 'mla-9' },
        { id: 3, title: 'IEEE', styleId: 'ieee' },
      ],
    })
    expect(projectsStore.getState().projects.map((p) => p.styleId)).toEqual([
      'rmit-harvard',
      'rmit-harvard',
      'ieee',
    ])
  })

  it('survives unreadable JSON', () => {
    freshWorkspace({ [PROJECTS_KEY]: '{not json', [CITATIONS_KEY]: '[' })
    expect(projectsStore.getState()).toEqual({ status: 'ready', projects: [] })
  })

  it('repairs: folders adjacent, citations of a missing project rescued into a new one, a missing active project replaced', () => {
    freshWorkspace({
      [PROJECTS_KEY]: [project(1, 'A'), project(2), project(3, 'A')],
      [CITATIONS_KEY]: [citation('lost', 99)],
      [ACTIVE_PROJECT_KEY]: 42,
    })
    const projects = projectsStore.getState().projects
    expect(projects.map((p) => p.id).slice(0, 3)).toEqual([1, 3, 2])
    const rescue = projects[3]
    expect(rescue?.title).toBe('New project name')
    expect(citationsStore.getState().citations[0]?.projectId).toBe(rescue?.id)
    expect(activeProjectStore.getState().activeProjectId).toBe(1)
    expect(readStoredWorkspace().projects).toEqual(projects)
  })
})

describe('changes in another tab', () => {
  it('are shown without a reload; this tab keeps its own active project', () => {
    freshWorkspace({ [PROJECTS_KEY]: [project(1), project(2)], [ACTIVE_PROJECT_KEY]: 2 })
    otherTabWrites(PROJECTS_KEY, [project(1), project(2), project(3)])
    otherTabWrites(CITATIONS_KEY, [citation('new', 3)])
    otherTabWrites(ACTIVE_PROJECT_KEY, 3)
    expect(projectsStore.getState().projects.map((p) => p.id)).toEqual([1, 2, 3])
    expect(citationsStore.getState().citations.map((c) => c.id)).toEqual(['new'])
    expect(activeProjectStore.getState().activeProjectId).toBe(2)
  })

  it('move this tab to another project when its active one was deleted there', () => {
    freshWorkspace({ [PROJECTS_KEY]: [project(1), project(2)], [ACTIVE_PROJECT_KEY]: 2 })
    otherTabWrites(PROJECTS_KEY, [project(1)])
    expect(activeProjectStore.getState().activeProjectId).toBe(1)
  })

  it('follow a cleared storage', () => {
    freshWorkspace({ [PROJECTS_KEY]: [project(1)], [ACTIVE_PROJECT_KEY]: 1 })
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }))
    expect(projectsStore.getState().projects).toEqual([])
    expect(activeProjectStore.getState().activeProjectId).toBeNull()
  })

  it("ignore keys that are not the workspace's", () => {
    freshWorkspace({ [PROJECTS_KEY]: [project(1)] })
    localStorage.setItem(PROJECTS_KEY, JSON.stringify([]))
    window.dispatchEvent(new StorageEvent('storage', { key: 'unikit:v2:session', storageArea: localStorage }))
    expect(projectsStore.getState().projects).toHaveLength(1)
  })
})
