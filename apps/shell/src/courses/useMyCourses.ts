import { useIsStudent, useSession } from '@unikit/auth'
import type { CourseRef } from '@unikit/contracts/courses'
import { whenIdle } from '@unikit/design-system'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { loadMyCourses, myCoursesStore } from './myCoursesStore.ts'

/**
 * The signed-in student's starred courses for the header (undefined while loading, or signed out). Asked once the
 * page is idle, so the header's menu never competes with what the page itself loads first; staff have no such menu.
 */
export function useMyCourses(): CourseRef[] | undefined {
  const userId = useSession((session) => (session.signedIn ? (session.user?.id ?? null) : null))
  const student = useIsStudent()
  useEffect(() => {
    if (userId && student) return whenIdle(() => void loadMyCourses(userId))
  }, [userId, student])
  return useStore(myCoursesStore, (state) => (userId && state.owner === userId ? state.courses : undefined))
}
