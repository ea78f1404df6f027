import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { articleEntry, bookEntry, fillStorage, freshWorkspace } from '../../test/workspaceFixtures.ts'
import { activeProjectStore } from './activeProjectStore.ts'
import { addCitations, removeCitations, saveCitation } from './citationActions.ts'
import { citationsStore } from './citationsStore.ts'
import { projectsStore } from './projectsStore.ts'
import { StorageWriteError } from './StorageWriteError.ts'
import { readStoredWorkspace } from './workspace.ts'

const citations = () => citationsStore.getState().citations

/** The usage counter's requests (a browser API, answered here: the event service is not what is tested). */
let emitted: string[] = []
beforeEach(() => {
  emitted = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    emitted.push(input instanceof Request ? input.url : String(input))
    return new Response(null, { status: 204 })
  })
  freshWorkspace()
})
afterEach(() => vi.restoreAllMocks())

describe('saving a citation', () => {
  it('with no project creates "New project name", makes it active and saves into it', async () => {
    const saved = saveCitation(bookEntry)
    const [project] = projectsStore.getState().projects
    expect(project?.title).toBe('New project name')
    expect(activeProjectStore.getState().activeProjectId).toBe(project?.id)
    expect(saved).toMatchObject({ projectId: project?.id, formatId: 1, item: bookEntry.item })
    expect(saved.id).toMatch(/^[a-z0-9]{9}$/)
    expect(saved.time).toBeGreaterThan(0)
    expect(readStoredWorkspace().citations).toEqual([saved])
    await vi.waitFor(() => expect(emitted.some((url) => url.includes('event=citation-created-1'))).toBe(true))
  })

  it('into the active project', () => {
    const first = saveCitation(bookEntry)
    const second = saveCitation(articleEntry)
    expect(second.projectId).toBe(first.projectId)
    expect(projectsStore.getState().projects).toHaveLength(1)
    expect(citations().map((c) => c.id)).toEqual([first.id, second.id])
  })

  it('editing replaces the format and item, keeps the id and project, refreshes the time, counts nothing', async () => {
    const first = saveCitation(bookEntry)
    await vi.waitFor(() => expect(emitted).toHaveLength(1))
    const later = first.time + 60_000
    vi.spyOn(Date, 'now').mockReturnValue(later)
    const edited = saveCitation(articleEntry, first.id)
    expect(edited).toEqual({ ...first, formatId: 7, item: articleEntry.item, time: later })
    expect(citations()).toEqual([edited])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(emitted).toHaveLength(1)
  })

  it('keeps nothing and throws when storage is full, so the form keeps what was typed', () => {
    const restore = fillStorage()
    try {
      expect(() => saveCitation(bookEntry)).toThrow(StorageWriteError)
    } finally {
      restore()
    }
    expect(citations()).toEqual([])
    expect(projectsStore.getState().projects).toEqual([])
    expect(readStoredWorkspace().projects).toEqual([])
  })
})

describe('removing citations', () => {
  it('removes the given ones and says how many', () => {
    const a = saveCitation(bookEntry)
    const b = saveCitation(articleEntry)
    expect(removeCitations([a.id, 'unknown'])).toBe(1)
    expect(citations()).toEqual([b])
    expect(removeCitations(['unknown'])).toBe(0)
    expect(readStoredWorkspace().citations).toEqual([b])
  })
})

describe('adding several citations', () => {
  it('puts them all into the active project in one write, uncounted', async () => {
    const first = saveCitation(bookEntry)
    await vi.waitFor(() => expect(emitted).toHaveLength(1))
    const added = addCitations([articleEntry, bookEntry])
    expect(added.map((citation) => citation.projectId)).toEqual([first.projectId, first.projectId])
    expect(new Set([first.id, ...added.map((citation) => citation.id)]).size).toBe(3)
    expect(readStoredWorkspace().citations).toEqual([first, ...added])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(emitted).toHaveLength(1)
  })

  it('creates "New project name" when there is no project, and adds nothing for an empty list', () => {
    expect(addCitations([])).toEqual([])
    expect(projectsStore.getState().projects).toHaveLength(0)
    const added = addCitations([bookEntry])
    expect(projectsStore.getState().projects[0]?.id).toBe(added[0]?.projectId)
  })

  it('keeps nothing and throws when storage is full', () => {
    const restore = fillStorage()
    try {
      expect(() => addCitations([bookEntry, articleEntry])).toThrow(StorageWriteError)
      expect(citations()).toEqual([])
    } finally {
      restore()
    }
  })
})
