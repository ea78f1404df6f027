import { beforeEach, describe, expect, it } from 'vitest'
import { fillStorage, freshWorkspace } from '../../test/workspaceFixtures.ts'
import { activeProjectStore } from './activeProjectStore.ts'
import type { Project } from './citationTypes.ts'
import {
  createProjectInFolder,
  dropInSidebar,
  moveFolder,
  moveProject,
  moveProjectToFolder,
  removeProjectFromFolder,
  renameFolderTo,
  ungroup,
} from './folderActions.ts'
import { projectsStore } from './projectsStore.ts'
import { StorageWriteError } from './StorageWriteError.ts'
import { PROJECTS_KEY } from './storageKeys.ts'
import { readStoredWorkspace } from './workspace.ts'

const project = (id: number, folderName?: string): Project => ({
  id,
  title: `P${id}`,
  styleId: 'rmit-harvard',
  ...(folderName ? { folderName } : {}),
})
const order = () =>
  projectsStore.getState().projects.map((p) => `${p.id}${p.folderName ? `:${p.folderName}` : ''}`)

beforeEach(() => {
  freshWorkspace({
    [PROJECTS_KEY]: [project(1), project(2), project(3, 'Uni'), project(4, 'Uni'), project(5)],
  })
})

describe('folder actions', () => {
  it('drops a project on another to make "New folder", stored', () => {
    expect(dropInSidebar({ kind: 'project', id: 5 }, { kind: 'project', id: 1 }, 'middle')).toEqual({
      moved: true,
      createdFolder: 'New folder',
    })
    expect(order()).toEqual(['1:New folder', '5:New folder', '2', '3:Uni', '4:Uni'])
    expect(readStoredWorkspace().projects).toEqual(projectsStore.getState().projects)
    expect(dropInSidebar({ kind: 'project', id: 2 }, { kind: 'project', id: 2 }, 'middle')).toEqual({
      moved: false,
    })
  })

  it('drags a whole folder', () => {
    dropInSidebar({ kind: 'folder', name: 'Uni' }, { kind: 'project', id: 1 }, 'before')
    expect(order()).toEqual(['3:Uni', '4:Uni', '1', '2', '5'])
  })

  it("renames a folder; another folder's name is refused with its message; empty changes nothing", () => {
    dropInSidebar({ kind: 'project', id: 5 }, { kind: 'project', id: 1 }, 'middle')
    expect(() => renameFolderTo('New folder', 'uni')).toThrow(
      '⛔ A folder with that name already exists. Please choose a different name.',
    )
    expect(renameFolderTo('New folder', '')).toBe(false)
    expect(renameFolderTo('New folder', 'Sources')).toBe(true)
    expect(order()).toEqual(['1:Sources', '5:Sources', '2', '3:Uni', '4:Uni'])
  })

  it('ungroups a folder, its projects staying in place', () => {
    ungroup('Uni')
    expect(order()).toEqual(['1', '2', '3', '4', '5'])
  })

  it('creates a project inside a folder, active', () => {
    const id = createProjectInFolder('Uni')
    expect(order()).toEqual(['1', '2', '3:Uni', '4:Uni', `${id}:Uni`, '5'])
    expect(activeProjectStore.getState().activeProjectId).toBe(id)
  })

  it('moves by keyboard: up, down, to a folder, out of it', () => {
    expect(moveProject(2, 1)).toBe(true)
    expect(order()).toEqual(['1', '3:Uni', '4:Uni', '2', '5'])
    expect(moveFolder('Uni', -1)).toBe(true)
    expect(order()).toEqual(['3:Uni', '4:Uni', '1', '2', '5'])
    expect(moveProjectToFolder(5, 'Uni')).toBe(true)
    expect(order()).toEqual(['3:Uni', '4:Uni', '5:Uni', '1', '2'])
    expect(removeProjectFromFolder(3)).toBe(true)
    expect(order()).toEqual(['4:Uni', '5:Uni', '3', '1', '2'])
    expect(moveProject(4, -1)).toBe(false)
    expect(readStoredWorkspace().projects).toEqual(projectsStore.getState().projects)
  })

  it('keeps the order when storage is full', () => {
    const before = order()
    const restore = fillStorage()
    try {
      expect(() => dropInSidebar({ kind: 'project', id: 5 }, { kind: 'project', id: 1 }, 'middle')).toThrow(
        StorageWriteError,
      )
      expect(() => moveProject(1, 1)).toThrow(StorageWriteError)
    } finally {
      restore()
    }
    expect(order()).toEqual(before)
  })
})
