import { renderReference } from '@unikit/citation-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { fillStorage } from '../../../test/workspaceFixtures.ts'
import { resetWorkspace } from '../../store/hydrateWorkspace.ts'
import { ACTIVE_PROJECT_KEY, PROJECTS_KEY } from '../../store/storageKeys.ts'
import { readStoredWorkspace } from '../../store/workspace.ts'
import { citeSample, sampleCitation } from './citeSample.ts'

const sample = {
  title: 'Kinh tế vĩ mô: essay on Vietnam’s GDP growth',
  year: 2024,
  course: { code: 'ECON1192', name: 'Macroeconomics 1' },
}

// The course page calls the part in a page where the citation tool has not run: nothing is hydrated yet.
beforeEach(() => {
  localStorage.clear()
  resetWorkspace()
})

describe('citing an archive sample', () => {
  it('is a student’s unpublished paper for the course, starting with its title (the archive names no author)', () => {
    const { formatId, item } = sampleCitation(sample)
    expect(renderReference(formatId, item).text).toBe(
      'Kinh tế vĩ mô: essay on Vietnam’s GDP growth (2024) [unpublished paper for ECON1192], RMIT University Vietnam.',
    )
    expect(sampleCitation({ ...sample, year: null }).item.issued).toBeUndefined()
  })

  it('goes into the active project, in its style, and says which', async () => {
    localStorage.setItem(
      PROJECTS_KEY,
      JSON.stringify([
        { id: 100, title: 'Essay', styleId: 'rmit-harvard' },
        { id: 200, title: 'Macro report', styleId: 'apa-7' },
      ]),
    )
    localStorage.setItem(ACTIVE_PROJECT_KEY, '200')
    expect(await citeSample(sample)).toEqual({ project: 'Macro report', style: 'APA 7th' })
    expect(readStoredWorkspace().citations).toMatchObject([
      { projectId: 200, formatId: 36, item: { title: sample.title, number: 'ECON1192' } },
    ])
  })

  it('adds a sample once to a project, and says the project had it when it is cited again', async () => {
    const first = await citeSample(sample)
    expect(await citeSample(sample)).toEqual({ ...first, already: true })
    expect(readStoredWorkspace().citations).toHaveLength(1)
    // Another sample of the course is another source.
    await citeSample({ ...sample, title: 'Assignment 2 sample' })
    expect(readStoredWorkspace().citations).toHaveLength(2)
  })

  it('starts a project when the student has none, as the tool’s own Save does', async () => {
    expect(await citeSample(sample)).toEqual({ project: 'New project name', style: 'RMIT Harvard' })
    const stored = readStoredWorkspace()
    expect(stored.projects).toHaveLength(1)
    expect(stored.activeProjectId).toBe(stored.projects[0]?.id)
  })

  it('rejects when the browser’s storage refuses, and keeps nothing', async () => {
    const restore = fillStorage()
    try {
      await expect(citeSample(sample)).rejects.toThrow()
    } finally {
      restore()
    }
    expect(readStoredWorkspace().citations).toEqual([])
  })
})
