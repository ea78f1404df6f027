import { renderInText, renderReference } from '@unikit/citation-core'
import { describe, expect, it } from 'vitest'
import legacy from '../../test/fixtures/legacyStorage.json' with { type: 'json' }
import { fillStorage, freshWorkspace } from '../../test/workspaceFixtures.ts'
import { activeProjectStore } from './activeProjectStore.ts'
import { citationsStore } from './citationsStore.ts'
import { convertLegacyCitation, legacyHtmlToText } from './legacyCitation.ts'
import { migrateLegacyStorage } from './migrateLegacyStorage.ts'
import { projectsStore } from './projectsStore.ts'
import {
  CITATIONS_KEY,
  LEGACY_ACTIVE_PROJECT_KEY,
  LEGACY_CITATIONS_KEY,
  LEGACY_PROJECTS_KEY,
  MIGRATION_FLAG_KEY,
  PROJECTS_KEY,
} from './storageKeys.ts'
import { readStoredWorkspace } from './workspace.ts'

const oldStorage = {
  [LEGACY_PROJECTS_KEY]: legacy.projects,
  [LEGACY_ACTIVE_PROJECT_KEY]: legacy.projectActive,
  [LEGACY_CITATIONS_KEY]: legacy.citations,
}

describe('the one-time migration', () => {
  it('moves the old projects and citations into the v2 keys, removes the old keys and sets the flag to 3', () => {
    const { migration } = freshWorkspace(oldStorage)
    expect(migration).toEqual({ status: 'migrated', projects: 3, citations: 4 })
    expect(localStorage.getItem(LEGACY_PROJECTS_KEY)).toBeNull()
    expect(localStorage.getItem(LEGACY_CITATIONS_KEY)).toBeNull()
    expect(localStorage.getItem(LEGACY_ACTIVE_PROJECT_KEY)).toBeNull()
    expect(localStorage.getItem(MIGRATION_FLAG_KEY)).toBe('3')

    const projects = projectsStore.getState().projects
    expect(projects.slice(0, 2)).toEqual([
      { id: 1650000000000, title: 'Business essay', styleId: 'rmit-harvard' },
      { id: 1650000000001, title: 'Marketing report', styleId: 'rmit-harvard', folderName: 'Semester 1' },
    ])
    // The citations without a (known) project share one new project.
    const rescue = projects[2]
    expect(rescue?.title).toBe('New project name')
    expect(activeProjectStore.getState().activeProjectId).toBe(1650000000001)

    const citations = citationsStore.getState().citations
    expect(citations.map((c) => c.projectId)).toEqual([1650000000001, rescue?.id, rescue?.id, rescue?.id])
    expect(citations[0]?.id).toBe('k3j9x0p2q')
    for (const citation of citations) expect(citation.id).toMatch(/^[a-z0-9]{9}$/)
    expect(new Set(citations.map((c) => c.id)).size).toBe(4)
    expect(citations.map((c) => c.time)).toEqual([1650000100000, 1650000200000, 1650000300000, 1650000400000])
    expect(citations[3]?.copy).toBe(true)
    expect(readStoredWorkspace()).toEqual({
      projects,
      activeProjectId: 1650000000001,
      citations,
    })
  })

  it('turns the old values into CSL that renders as the old product did', () => {
    freshWorkspace(oldStorage)
    const [book, article, , page] = citationsStore.getState().citations
    expect(book && renderReference(book.formatId, book.item).html).toBe(legacy.citations[0]?.html)
    expect(book && renderInText(book.formatId, book.item).text).toBe('(Nguyễn 2018)')
    expect(article?.formatId).toBe(7)
    expect(article && renderReference(article.formatId, article.item).html).toBe(legacy.citations[1]?.html)
    expect(page?.item).toMatchObject({ title: 'Campus map', URL: 'https://www.rmit.edu.vn/map' })
  })

  it('keeps an old citation whose values cannot be read, as its old text', () => {
    freshWorkspace(oldStorage)
    const kept = citationsStore.getState().citations[2]
    expect(kept?.formatId).toBe(13)
    expect(kept?.item.title).toBe(
      'Old site (n.d.) A page & its story, Old site website, accessed 1 May 2022.',
    )
    expect(kept?.item.custom?.legacyReference).toBe(kept?.item.title)
  })

  it('never runs twice', () => {
    freshWorkspace(oldStorage)
    const after = readStoredWorkspace()
    // Old keys coming back (another old tab still open) are left alone once the flag is set.
    localStorage.setItem(LEGACY_CITATIONS_KEY, JSON.stringify(legacy.citations))
    expect(migrateLegacyStorage(localStorage)).toEqual({ status: 'done-before' })
    expect(readStoredWorkspace()).toEqual(after)
  })

  it('sets the flag on a first visit with nothing old, and leaves unrelated keys of the same names alone', () => {
    const { migration } = freshWorkspace({ [LEGACY_PROJECTS_KEY]: 'not ours' })
    expect(migration).toEqual({ status: 'migrated', projects: 0, citations: 0 })
    expect(localStorage.getItem(LEGACY_PROJECTS_KEY)).toBe('not ours')
    expect(localStorage.getItem(MIGRATION_FLAG_KEY)).toBe('3')
  })

  it('adds to a v2 workspace already there', () => {
    const { migration } = freshWorkspace({
      [PROJECTS_KEY]: [{ id: 5, title: 'Current', styleId: 'rmit-harvard' }],
      [CITATIONS_KEY]: [],
      [LEGACY_CITATIONS_KEY]: [legacy.citations[1]],
    })
    expect(migration).toMatchObject({ status: 'migrated', citations: 1 })
    expect(projectsStore.getState().projects.map((p) => p.title)).toEqual(['Current', 'New project name'])
  })

  it('changes nothing when storage refuses, and tries again next time', () => {
    localStorage.clear()
    for (const [key, value] of Object.entries(oldStorage)) localStorage.setItem(key, JSON.stringify(value))
    const restore = fillStorage()
    let result: ReturnType<typeof migrateLegacyStorage>
    try {
      result = migrateLegacyStorage(localStorage)
    } finally {
      restore()
    }
    expect(result.status).toBe('failed')
    expect(JSON.parse(localStorage.getItem(LEGACY_CITATIONS_KEY) ?? 'null')).toEqual(legacy.citations)
    expect(localStorage.getItem(MIGRATION_FLAG_KEY)).toBeNull()
    expect(migrateLegacyStorage(localStorage)).toMatchObject({ status: 'migrated', citations: 4 })
  })
})

describe('reading old citations', () => {
  it('decodes old HTML to text without keeping any markup', () => {
    expect(legacyHtmlToText('<i>A</i> &amp; <b onclick="x()">B</b>&#39;s &#x2014; c')).toBe("A & B's — c")
  })

  it('infers the format when the old id is unknown, and reads "No date" and N/A authors', () => {
    const entry = convertLegacyCitation({
      data: {
        id: 999,
        format: [
          {
            child: [
              { code: 'author', type_data: 'name', value: { is_no_auth: true } },
              { code: 'year', type_data: 'year', value: { is_no_date: true } },
              { code: 'title', type_data: 'text', value: 'Guide to campus' },
              { code: 'url', type_data: 'text', value: 'https://example.org' },
              { code: 'accessed_date', type_data: 'date', value: { year: 2022, month: 5, day: 1 } },
            ],
          },
        ],
      },
    })
    expect(entry.item).toEqual({
      type: 'document',
      author: [],
      issued: { literal: 'n.d.' },
      title: 'Guide to campus',
      URL: 'https://example.org',
      accessed: { 'date-parts': [[2022, 5, 1]] },
    })
    expect(entry.formatId).toBe(14)
  })
})
