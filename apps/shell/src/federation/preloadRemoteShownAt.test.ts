import { describe, expect, it } from 'vitest'
import { partsShownAt, remoteShownAt } from './preloadRemoteShownAt.ts'

describe('the remote a first visit shows', () => {
  it('is the landing at / and the citation tool at /citation and below', () => {
    expect(remoteShownAt('/')).toBe('landing')
    expect(remoteShownAt('/citation')).toBe('citation')
    expect(remoteShownAt('/citation/3')).toBe('citation')
  })

  it('is none behind the login gate, on the shell’s own pages and on look-alike paths', () => {
    for (const path of ['/archive', '/order/new', '/feedback', '/terms', '/404', '/citations', '/landing']) {
      expect(remoteShownAt(path)).toBeUndefined()
    }
  })
})

describe('the parts a page shows', () => {
  it('are the samples and the lecturers on a course page, and none elsewhere', () => {
    expect(partsShownAt('/course/ECON1192')).toEqual(['courseSamples', 'courseLecturers'])
    // Sent without a session, the page is the gate.
    expect(partsShownAt('/course/ECON1192', true)).toEqual([])
    expect(partsShownAt('/archive')).toEqual([])
    expect(partsShownAt('/courses')).toEqual([])
  })
})
