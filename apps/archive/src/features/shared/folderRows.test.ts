import { describe, expect, it } from 'vitest'
import { folderOptions } from './folderOptions.ts'
import { type FolderEntry, folderAndDescendants, folderRows } from './folderRows.ts'

const folder = (id: string, name: string, parent_id: string, root = 'core', code: string | null = null) =>
  ({ id, name, parent_id, root, code }) satisfies FolderEntry

const tree = [
  folder('m1', 'Marketing', 'major', 'major', 'MKT'),
  folder('c2', 'Economics 2', 'core', 'core', 'ECON1193'),
  folder('c10', 'Economics 10', 'core'),
  folder('c2a', 'Assignment 1', 'c2'),
  folder('c2b', 'Week 3', 'c2a'),
  folder('lost', 'Orphan', 'gone', 'major'),
]

describe('folderRows', () => {
  it('lists Core courses then Majors, each folder before its children, siblings by name', () => {
    expect(folderRows(tree).map((row) => [row.id, row.depth])).toEqual([
      ['c2', 0],
      ['c2a', 1],
      ['c2b', 2],
      ['c10', 0],
      ['m1', 0],
      ['lost', 0],
    ])
  })

  it('keeps one root when asked', () => {
    expect(folderRows(tree, 'major').map((row) => row.id)).toEqual(['m1', 'lost'])
  })

  it('does not hang on a loop in bad data', () => {
    const loop = [folder('a', 'A', 'b'), folder('b', 'B', 'a')]
    expect(folderRows(loop)).toEqual([])
  })

  it('finds a folder and everything below it', () => {
    expect([...folderAndDescendants(tree, 'c2')].sort()).toEqual(['c2', 'c2a', 'c2b'])
  })
})

describe('folderOptions', () => {
  it('puts the roots as headings and indents the folders, the code first', () => {
    const options = folderOptions(tree)
    expect(options[0]).toEqual({ value: 'core', label: 'Core courses', disabled: true })
    expect(options[1]).toEqual({ value: 'c2', label: '\u00a0\u00a0ECON1193 · Economics 2' })
    expect(options[2]?.label).toBe('\u00a0\u00a0\u00a0\u00a0Assignment 1')
    expect(options.find((option) => option.value === 'major')?.disabled).toBe(true)
  })

  it('lets the roots be chosen and leaves folders out when asked', () => {
    const options = folderOptions(tree, { rootsSelectable: true, exclude: new Set(['c2', 'c2a', 'c2b']) })
    expect(options[0]).toEqual({ value: 'core', label: 'Core courses' })
    expect(options.map((option) => option.value)).toEqual(['core', 'c10', 'major', 'm1', 'lost'])
  })
})
