import { renderHook } from '@testing-library/react'
import { sessionStore } from '@unikit/auth'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInAs } from '../../test/signedInAs.ts'
import type { MenuGroup } from './menu.ts'
import { useMenu } from './useMenu.ts'

const myCourses = (entries: ReturnType<typeof useMenu>) =>
  entries.find((entry) => entry.label === 'My courses') as MenuGroup | undefined

afterEach(() => sessionStore.getState().signOut())

describe('the header menu', () => {
  it('has My courses from the first paint, after Learning, saying why it is empty', () => {
    const visitor = renderHook(() => useMenu()).result.current
    expect(visitor.map((entry) => entry.label).slice(0, 3)).toEqual(['Home', 'Learning', 'My courses'])
    expect(myCourses(visitor)?.empty).toBe('Sign in, then star a course on its page to keep it here.')
    signedInAs('student')
    // Asked once the page is idle: until then it says so.
    expect(myCourses(renderHook(() => useMenu()).result.current)?.empty).toBe('Loading your courses…')
  })

  it('gives staff their desks instead', () => {
    signedInAs('staff')
    const staff = renderHook(() => useMenu()).result.current
    expect(myCourses(staff)).toBeUndefined()
    expect(staff.some((entry) => entry.label === 'Staff')).toBe(true)
  })
})
