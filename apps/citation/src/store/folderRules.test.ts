import { describe, expect, it } from 'vitest'
import type { Project } from './citationTypes.ts'
import { applyDrop, DRAG_EDGE_ZONE, dropZone, halfZone } from './dropRules.ts'
import {
  moveFolderStep,
  moveProjectStep,
  moveToFolder,
  removeFromFolder,
  renameFolder,
  ungroupFolder,
} from './folderMoves.ts'
import { folderNameProblem, nextFolderName, normalizeFolders, toBlocks } from './folderRules.ts'

const p = (id: number, folderName?: string): Project => ({
  id,
  title: `P${id}`,
  styleId: 'rmit-harvard',
  ...(folderName ? { folderName } : {}),
})
/** A compact picture of an order: `1 [A: 2 3] 4`. */
const show = (projects: readonly Project[] | null | undefined) =>
  projects
    ? toBlocks(projects)
        .map((block) =>
          block.kind === 'project'
            ? String(block.project.id)
            : `[${block.name}: ${block.projects.map((x) => x.id).join(' ')}]`,
        )
        .join(' ')
    : null

describe('drop zones', () => {
  it('uses the 16 px edges of a row for before and after, the rest for the middle', () => {
    expect(DRAG_EDGE_ZONE).toBe(16)
    expect(dropZone(0, 48)).toBe('before')
    expect(dropZone(16, 48)).toBe('before')
    expect(dropZone(17, 48)).toBe('middle')
    expect(dropZone(31, 48)).toBe('middle')
    expect(dropZone(32, 48)).toBe('after')
    expect(dropZone(48, 48)).toBe('after')
  })

  it('splits a row in halves for a folder, which never goes inside', () => {
    expect(halfZone(23, 48)).toBe('before')
    expect(halfZone(24, 48)).toBe('after')
  })
})

describe('folder names', () => {
  it('is "New folder", then "New folder N" with the first unused N', () => {
    expect(nextFolderName([])).toBe('New folder')
    expect(nextFolderName(['Essay'])).toBe('New folder')
    expect(nextFolderName(['New folder'])).toBe('New folder 2')
    expect(nextFolderName(['New folder', 'New folder 2', 'New folder 4'])).toBe('New folder 3')
    expect(nextFolderName(['new folder'])).toBe('New folder 2')
  })

  it('refuses an empty name and one used by another folder, in any case', () => {
    const projects = [p(1, 'Essay'), p(2, 'Report')]
    expect(folderNameProblem(projects, 'Essay', '  ')).toBe('empty')
    expect(folderNameProblem(projects, 'Essay', 'report ')).toBe('taken')
    expect(folderNameProblem(projects, 'Essay', 'essay')).toBeNull()
    expect(folderNameProblem(projects, 'Essay', 'Thesis')).toBeNull()
  })

  it('renames and ungroups every project of the folder', () => {
    const projects = [p(1, 'A'), p(2, 'A'), p(3)]
    expect(show(renameFolder(projects, 'A', ' B '))).toBe('[B: 1 2] 3')
    expect(show(ungroupFolder(projects, 'A'))).toBe('1 2 3')
  })
})

describe('keeping folders together', () => {
  it('gathers a folder at the place of its first project', () => {
    expect(show(normalizeFolders([p(1, 'A'), p(2), p(3, 'A'), p(4)]))).toBe('[A: 1 3] 2 4')
  })
})

describe('dropping a project', () => {
  const list = [p(1), p(2), p(3, 'A'), p(4, 'A'), p(5)]

  it('on the middle of a project outside folders makes a new folder holding both', () => {
    const result = applyDrop(list, { kind: 'project', id: 5 }, { kind: 'project', id: 1 }, 'middle')
    expect(show(result?.projects)).toBe('[New folder: 1 5] 2 [A: 3 4]')
    expect(result?.createdFolder).toBe('New folder')
  })

  it('names the new folder after the ones that exist', () => {
    const withNewFolder = [p(1, 'New folder'), p(2), p(3)]
    const result = applyDrop(withNewFolder, { kind: 'project', id: 3 }, { kind: 'project', id: 2 }, 'middle')
    expect(result?.createdFolder).toBe('New folder 2')
    expect(show(result?.projects)).toBe('[New folder: 1] [New folder 2: 2 3]')
  })

  it('on the middle of a project in a folder joins that folder after it', () => {
    const result = applyDrop(list, { kind: 'project', id: 1 }, { kind: 'project', id: 3 }, 'middle')
    expect(show(result?.projects)).toBe('2 [A: 3 1 4] 5')
    expect(result?.createdFolder).toBeUndefined()
  })

  it('near an edge moves before or after, taking the folder of the project it lands beside', () => {
    expect(
      show(applyDrop(list, { kind: 'project', id: 5 }, { kind: 'project', id: 1 }, 'before')?.projects),
    ).toBe('5 1 2 [A: 3 4]')
    expect(
      show(applyDrop(list, { kind: 'project', id: 1 }, { kind: 'project', id: 2 }, 'after')?.projects),
    ).toBe('2 1 [A: 3 4] 5')
    expect(
      show(applyDrop(list, { kind: 'project', id: 5 }, { kind: 'project', id: 4 }, 'before')?.projects),
    ).toBe('1 2 [A: 3 5 4]')
    expect(
      show(applyDrop(list, { kind: 'project', id: 3 }, { kind: 'project', id: 5 }, 'after')?.projects),
    ).toBe('1 2 [A: 4] 5 3')
  })

  it('on a folder goes first inside it; on its top edge just before it', () => {
    expect(
      show(applyDrop(list, { kind: 'project', id: 1 }, { kind: 'folder', name: 'A' }, 'middle')?.projects),
    ).toBe('2 [A: 1 3 4] 5')
    expect(
      show(applyDrop(list, { kind: 'project', id: 5 }, { kind: 'folder', name: 'A' }, 'before')?.projects),
    ).toBe('1 2 5 [A: 3 4]')
  })

  it('changes nothing when dropped on itself or where it already is', () => {
    expect(applyDrop(list, { kind: 'project', id: 2 }, { kind: 'project', id: 2 }, 'middle')).toBeNull()
    expect(applyDrop(list, { kind: 'project', id: 2 }, { kind: 'project', id: 1 }, 'after')).toBeNull()
    expect(applyDrop(list, { kind: 'project', id: 3 }, { kind: 'folder', name: 'A' }, 'middle')).toBeNull()
  })

  it('empties a folder away when its last project leaves', () => {
    const single = [p(1, 'A'), p(2)]
    expect(
      show(applyDrop(single, { kind: 'project', id: 1 }, { kind: 'project', id: 2 }, 'after')?.projects),
    ).toBe('2 1')
  })
})

describe('dropping a folder', () => {
  const list = [p(1), p(2, 'A'), p(3, 'A'), p(4), p(5, 'B'), p(6)]

  it('moves all its projects together, before or after a project', () => {
    expect(
      show(applyDrop(list, { kind: 'folder', name: 'A' }, { kind: 'project', id: 6 }, 'after')?.projects),
    ).toBe('1 4 [B: 5] 6 [A: 2 3]')
    expect(
      show(applyDrop(list, { kind: 'folder', name: 'B' }, { kind: 'project', id: 1 }, 'before')?.projects),
    ).toBe('[B: 5] 1 [A: 2 3] 4 6')
  })

  it('never goes into another folder: on a folder or a project inside one it lands beside that folder', () => {
    expect(
      show(applyDrop(list, { kind: 'folder', name: 'B' }, { kind: 'folder', name: 'A' }, 'middle')?.projects),
    ).toBe('1 [A: 2 3] [B: 5] 4 6')
    expect(
      show(applyDrop(list, { kind: 'folder', name: 'B' }, { kind: 'project', id: 3 }, 'before')?.projects),
    ).toBe('1 [B: 5] [A: 2 3] 4 6')
  })

  it('changes nothing when dropped on itself or on one of its projects', () => {
    expect(applyDrop(list, { kind: 'folder', name: 'A' }, { kind: 'folder', name: 'A' }, 'after')).toBeNull()
    expect(applyDrop(list, { kind: 'folder', name: 'A' }, { kind: 'project', id: 2 }, 'before')).toBeNull()
  })
})

describe('the keyboard moves', () => {
  const list = [p(1), p(2, 'A'), p(3, 'A'), p(4)]

  it('moves a project past a whole folder, and inside its folder among its projects', () => {
    expect(show(moveProjectStep(list, 1, 1))).toBe('[A: 2 3] 1 4')
    expect(show(moveProjectStep(list, 4, -1))).toBe('1 4 [A: 2 3]')
    expect(show(moveProjectStep(list, 2, 1))).toBe('1 [A: 3 2] 4')
    expect(moveProjectStep(list, 2, -1)).toBeNull()
    expect(moveProjectStep(list, 1, -1)).toBeNull()
    expect(moveProjectStep(list, 4, 1)).toBeNull()
  })

  it('moves a folder as one row', () => {
    expect(show(moveFolderStep(list, 'A', -1))).toBe('[A: 2 3] 1 4')
    expect(show(moveFolderStep(list, 'A', 1))).toBe('1 4 [A: 2 3]')
  })

  it('moves a project into an existing folder (last) or a new one (where it is)', () => {
    expect(show(moveToFolder(list, 4, 'a'))).toBe('1 [A: 2 3 4]')
    expect(show(moveToFolder(list, 1, 'Essay'))).toBe('[Essay: 1] [A: 2 3] 4')
    expect(show(moveToFolder(list, 2, 'Essay'))).toBe('1 [A: 3] [Essay: 2] 4')
    expect(moveToFolder(list, 2, 'A')).toBeNull()
  })

  it('takes a project out of its folder, just after it', () => {
    expect(show(removeFromFolder(list, 2))).toBe('1 [A: 3] 2 4')
    expect(show(removeFromFolder([p(1, 'A'), p(2)], 1))).toBe('1 2')
    expect(removeFromFolder(list, 1)).toBeNull()
  })
})
