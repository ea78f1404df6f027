import { useSession } from '@unikit/auth'
import { courseCodeOf, coursePath } from '@unikit/contracts/courses'
import type { ComboboxOption, ComboboxProps } from '@unikit/design-system'
import { type FormEvent, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { useCourseSuggestions } from '../courses/useCourseSuggestions.ts'

export interface HeaderSearch {
  /** The box: its text, the courses suggested for it, and a suggested course chosen (its page). */
  box: Pick<ComboboxProps, 'label' | 'value' | 'onValueChange' | 'options' | 'optionsLabel' | 'onPick'>
  /** Enter with no suggestion highlighted. */
  onSubmit: (event: FormEvent) => void
}

/** The header box's input, on a desktop and on a phone. */
export const headerSearchInput = { type: 'search', placeholder: 'Search samples…', maxLength: 255 } as const

/** The last suggestion's key: the archive's search for the text itself. No course code is written in lower case. */
const SEARCH_SAMPLES = 'search-samples'

const archiveSearchPath = (text: string) => `/archive/search?q=${encodeURIComponent(text)}`

/**
 * The header search, on a desktop and on a phone (docs/product/platform.md#header-search): courses are suggested as
 * a signed-in student types and a chosen one opens its page (docs/product/course-page.md#suggestions), then the
 * search for the text itself; Enter on the
 * code of a suggested course, typed however (`econ 1192`), opens that page too; any other Enter opens the archive's
 * results for the trimmed query, `/archive/search?q=`, and an empty one goes nowhere. `onGone` runs when the search
 * went somewhere (a phone closes its search bar).
 */
export function useHeaderSearch(onGone?: () => void): HeaderSearch {
  const navigate = useNavigate()
  const signedIn = useSession((session) => session.signedIn)
  const [query, setQuery] = useState('')
  const trimmed = query.trim()
  const courses = useCourseSuggestions(query)
  // After the courses, a student is offered the search itself, so text that names no course still leads somewhere.
  const options = useMemo(
    () => [
      ...courses.map((course) => ({
        key: course.code,
        content: (
          <>
            <strong>{course.code}</strong> {course.name}
          </>
        ),
      })),
      ...(signedIn && trimmed.length >= 2
        ? [{ key: SEARCH_SAMPLES, content: <>Search samples for “{trimmed}”</> }]
        : []),
    ],
    [courses, signedIn, trimmed],
  )
  const go = (to: string) => {
    navigate(to)
    onGone?.()
  }
  return {
    box: {
      label: 'Search samples',
      value: query,
      onValueChange: setQuery,
      options,
      optionsLabel: 'Suggestions',
      onPick: (option: ComboboxOption) =>
        go(option.key === SEARCH_SAMPLES ? archiveSearchPath(trimmed) : coursePath(option.key)),
    },
    onSubmit: (event) => {
      event.preventDefault()
      if (!trimmed) return
      const code = courseCodeOf(trimmed)
      if (code && courses.some((course) => course.code === code)) go(coursePath(code))
      else go(archiveSearchPath(trimmed))
    },
  }
}
