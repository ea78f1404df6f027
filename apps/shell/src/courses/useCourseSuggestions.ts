import { courseApi, useSession } from '@unikit/auth'
import type { CourseRef } from '@unikit/contracts/courses'
import { useEffect, useState } from 'react'

/** How long typing must pause before the header asks (a suggestion per keystroke would be a request per letter). */
export const SUGGEST_AFTER_MS = 150

const none: CourseRef[] = []

/**
 * The courses the header suggests for what a signed-in student is typing (docs/product/course-page.md#suggestions):
 * asked once typing pauses, from two letters on; the last answer stays while the next is asked (no flicker), an
 * answer overtaken by more typing is dropped, and a failure suggests nothing (the search itself still works). Signed
 * out, nothing: the list is for students.
 */
export function useCourseSuggestions(typed: string): CourseRef[] {
  const signedIn = useSession((session) => session.signedIn)
  const text = typed.trim()
  const [found, setFound] = useState<CourseRef[]>(none)

  useEffect(() => {
    if (!signedIn || text.length < 2) return
    const asked = new AbortController()
    const timer = setTimeout(() => {
      courseApi.suggest(text, asked.signal).then(
        (courses) => setFound(courses),
        () => {
          if (!asked.signal.aborted) setFound(none)
        },
      )
    }, SUGGEST_AFTER_MS)
    return () => {
      clearTimeout(timer)
      asked.abort()
    }
  }, [signedIn, text])

  return signedIn && text.length >= 2 ? found : none
}
