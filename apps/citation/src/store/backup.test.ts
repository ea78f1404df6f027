import { beforeEach, describe, expect, it } from 'vitest'
import {
  articleEntry,
  bookEntry,
  fillStorage,
  freshWorkspace,
  secondAyoobEntry,
} from '../../test/workspaceFixtures.ts'
import { activeProjectStore } from './activeProjectStore.ts'
import { detectImportFormat, exportBackup, importEntries, readImportFile } from './backup.ts'
import { citationsStore } from './citationsStore.ts'
import type { Project, SavedCitation } from './citationTypes.ts'
import { projectsStore } from './projectsStore.ts'
import { StorageWriteError } from './StorageWriteError.ts'
import { ACTIVE_PROJECT_KEY, CITATIONS_KEY, PROJECTS_KEY } from './storageKeys.ts'
import { readStoredWorkspace } from './workspace.ts'

const projects: Project[] = [
  { id: 10, title: 'Essay', styleId: 'rmit-harvard' },
  { id: 20, title: 'Report', styleId: 'vancouver', folderName: 'Semester 1' },
  { id: 30, title: 'Empty', styleId: 'rmit-harvard' },
]
const citations: SavedCitation[] = [
  { id: 'aaaaaaaa1', projectId: 20, ...bookEntry, time: 1_700_000_000_001 },
  { id: 'aaaaaaaa2', projectId: 10, ...articleEntry, time: 1_700_000_000_002 },
  { id: 'aaaaaaaa3', projectId: 20, ...secondAyoobEntry, time: 1_700_000_000_003, copy: true },
]

const ris = `TY  - JOUR
AU  - Tran, Lan
PY  - 2020
TI  - Student wellbeing in Vietnam
T2  - Asian Journal of Education
VL  - 4
IS  - 2
SP  - 10
EP  - 20
ER  - 
`
const bibtex = `@book{pham2019,
  author = {Ph{\\u{a}}m, Hoa},
  title = {Writing at university},
  publisher = {RMIT Press},
  address = {Melbourne},
  year = {2019}
}`

beforeEach(() => {
  freshWorkspace({ [PROJECTS_KEY]: projects, [CITATIONS_KEY]: citations, [ACTIVE_PROJECT_KEY]: 10 })
})

describe('backup', () => {
  it('is a CSL-JSON array carrying the format, project and citation details in custom', async () => {
    const { fileName, text } = await exportBackup(new Date('2025-03-04T10:00:00Z'))
    expect(fileName).toBe('unikit-citations-2025-03-04.json')
    const items = JSON.parse(text)
    expect(items).toHaveLength(3)
    // Sidebar order: the essay's citation first.
    expect(items[0]).toMatchObject({
      id: 'aaaaaaaa2',
      type: 'article-journal',
      title: articleEntry.item.title,
      custom: {
        unikitFormatId: 7,
        unikitProject: { title: 'Essay', order: 0 },
        unikitCitation: { id: 'aaaaaaaa2', time: 1_700_000_000_002 },
      },
    })
    expect(items[2].custom.unikitProject).toEqual({
      title: 'Report',
      folderName: 'Semester 1',
      order: 1,
      styleId: 'vancouver',
    })
    expect(items[2].custom.unikitCitation.copy).toBe(true)
  })

  it('restores into an empty browser: projects, folders, formats, items, times and copy marks', async () => {
    const { fileName, text } = await exportBackup()
    freshWorkspace()
    const { entries, format } = await readImportFile(fileName, text)
    expect(format).toBe('CSL-JSON')
    expect(importEntries(entries, 'backup', fileName)).toEqual({ citations: 3, projects: 2 })
    const restored = projectsStore.getState().projects
    expect(restored.map(({ title, folderName, styleId }) => ({ title, folderName, styleId }))).toEqual([
      { title: 'Essay', folderName: undefined, styleId: 'rmit-harvard' },
      { title: 'Report', folderName: 'Semester 1', styleId: 'vancouver' },
    ])
    const byProject = (title: string) => {
      const id = restored.find((p) => p.title === title)?.id
      return citationsStore
        .getState()
        .citations.filter((c) => c.projectId === id)
        .map(({ formatId, item, time, copy }) => ({ formatId, item, time, copy }))
    }
    expect(byProject('Essay')).toEqual([{ ...articleEntry, time: 1_700_000_000_002, copy: undefined }])
    expect(byProject('Report')).toEqual([
      { ...bookEntry, time: 1_700_000_000_001, copy: undefined },
      { ...secondAyoobEntry, time: 1_700_000_000_003, copy: true },
    ])
    expect(activeProjectStore.getState().activeProjectId).toBe(restored[0]?.id)
    expect(readStoredWorkspace().citations).toEqual(citationsStore.getState().citations)
  })

  it('imports a backup into the active project or a new one named after the file, with new ids', async () => {
    const { fileName, text } = await exportBackup()
    const { entries } = await readImportFile(fileName, text)
    importEntries(entries, 'active', fileName)
    expect(citationsStore.getState().citations.filter((c) => c.projectId === 10)).toHaveLength(4)
    importEntries(entries, 'new', 'my refs.json')
    const created = projectsStore.getState().projects.at(-1)
    expect(created?.title).toBe('my refs')
    expect(activeProjectStore.getState().activeProjectId).toBe(created?.id)
    const ids = citationsStore.getState().citations.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('imports RIS and BibTeX', async () => {
    const fromRis = await readImportFile('refs.ris', ris)
    expect(fromRis.format).toBe('RIS')
    expect(fromRis.entries[0]).toMatchObject({
      formatId: 7,
      item: { title: 'Student wellbeing in Vietnam', author: [{ family: 'Tran', given: 'Lan' }] },
    })
    const fromBibtex = await readImportFile('refs.bib', bibtex)
    expect(fromBibtex.format).toBe('BibTeX')
    expect(fromBibtex.entries[0]?.item).toMatchObject({
      title: 'Writing at university',
      author: [{ family: 'Phăm' }],
    })
    importEntries([...fromRis.entries, ...fromBibtex.entries], 'new', 'refs.ris')
    expect(citationsStore.getState().citations).toHaveLength(5)
  })

  it('tells the format from the content when the name does not', () => {
    expect(detectImportFormat('export.txt', ris)).toBe('RIS')
    expect(detectImportFormat('export.txt', bibtex)).toBe('BibTeX')
    expect(detectImportFormat('export.txt', ' [{"type":"book"}]')).toBe('CSL-JSON')
    expect(detectImportFormat('notes.txt', 'hello')).toBeUndefined()
  })

  it('refuses bad files with a clear message and changes nothing', async () => {
    const before = readStoredWorkspace()
    await expect(readImportFile('notes.txt', 'hello')).rejects.toThrow(
      'This file is not a CSL-JSON, RIS or BibTeX file, so nothing was imported.',
    )
    await expect(readImportFile('backup.json', '[{"type": "book"')).rejects.toThrow(
      /^This CSL-JSON file could not be read, so nothing was imported\. Not valid CSL-JSON/,
    )
    await expect(readImportFile('backup.json', '[{"foo": 1}]')).rejects.toThrow(
      'No citations were found in this CSL-JSON file, so nothing was imported.',
    )
    await expect(readImportFile('refs.ris', 'TY  - nonsense')).rejects.toThrow(/RIS file/)
    expect(readStoredWorkspace()).toEqual(before)
  })

  it('changes nothing when storage is full', async () => {
    const before = readStoredWorkspace()
    const { entries } = await readImportFile('refs.ris', ris)
    const restore = fillStorage()
    try {
      expect(() => importEntries(entries, 'new', 'refs.ris')).toThrow(StorageWriteError)
    } finally {
      restore()
    }
    expect(readStoredWorkspace()).toEqual(before)
    expect(projectsStore.getState().projects).toEqual(projects)
  })
})
