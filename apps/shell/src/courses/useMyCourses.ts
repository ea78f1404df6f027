import { useSession } from '@unikit/auth'
import type { CourseRef } from '@unikit/contracts/courses'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { loadMyCourses, myCoursesStore } from './myCoursesStore.ts'

/** The signed-in student's starred courses for the header (undefined while loading, or signed out). */
export function useMyCourses(): CourseRef[] | undefined {
  const userId = useSession((session) => (session.signedIn ? (session.user?.id ?? null) : null))
  useEffect(() => {
    if (userId) void loadMyCourses(userId)
  }, [userId])
  return useStore(myCoursesStore, (state) => (userId && state.owner === userId ? state.courses : undefined))
}
