import { describe, expect, it } from 'vitest'
import {
  firstViewPageFile,
  pageLocation,
  pagePatternMatches,
  signedOutFirstViewPageAt,
} from './firstViews.ts'

describe('the pages with first views', () => {
  it('match a gated page exactly, and a `:name` segment as any one segment', () => {
    expect(signedOutFirstViewPageAt('/archive')).toEqual({ tool: 'archive' })
    expect(signedOutFirstViewPageAt('/archive/majors')).toBeUndefined()
    expect(signedOutFirstViewPageAt('/course/ECON1192')).toEqual({ tool: 'course' })
    expect(signedOutFirstViewPageAt('/course/')).toBeUndefined()
    expect(signedOutFirstViewPageAt('/course/ECON1192/x')).toBeUndefined()
    expect(pagePatternMatches('/course/:code', '/courses/ECON1192')).toBe(false)
  })

  it('name one file per page, and an nginx location that finds it', () => {
    expect(firstViewPageFile('/')).toBe('first-views/pages/index.html')
    expect(firstViewPageFile('/course/:code', 'signed-out')).toBe('first-views/pages/course-signed-out.html')
    expect(pageLocation('/archive')).toBe('= /archive')
    expect(pageLocation('/course/:code')).toBe('~ "^/course/[^/]+$"')
  })
})
