import { Button, ComingSoon, TextField } from '@unikit/design-system'
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import styles from './ArchiveHome.module.css'

/**
 * The archive home, a placeholder until the archive arrives, with its sample search. Typing in the header's
 * search brings the user here with the text as `?q=`: the box starts with it and takes the focus, caret at the
 * end, so typing goes on here (arriving without `?q=` leaves the focus alone). What is typed stays in `?q=` (a reload keeps it); submitting a trimmed,
 * non-empty query opens the results.
 */
export function ArchiveHome() {
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const [query, setQuery] = useState(q)
  const [seenQ, setSeenQ] = useState(q)
  const box = useRef<HTMLInputElement>(null)

  // `?q=` changed from outside (the header box until this one has the focus, Back and Forward): show it.
  if (q !== seenQ) {
    setSeenQ(q)
    setQuery(q)
  }

  // Only a hand-over from the header search (it brings `?q=`) takes the focus: arriving by a link or Back
  // leaves it where it was (the heading first for a screen reader, no keyboard popping up on a phone).
  const handedOver = useRef(q !== '')
  useLayoutEffect(() => {
    const input = box.current
    if (!input || !handedOver.current) return
    input.focus()
    input.setSelectionRange(input.value.length, input.value.length)
  }, [])

  const onChange = (value: string) => {
    setQuery(value)
    setParams(value ? { q: value } : {}, { replace: true })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = query.trim()
    if (trimmed) navigate(`/archive/search?q=${encodeURIComponent(trimmed)}`)
  }

  return (
    <ComingSoon title="Archive">
      <search>
        <form className={styles.search} onSubmit={onSubmit}>
          <TextField
            ref={box}
            label="Search samples"
            type="search"
            placeholder="Course, code or title…"
            value={query}
            maxLength={255}
            onChange={(event) => onChange(event.target.value)}
            fieldClassName={styles.field}
          />
          <Button type="submit">Search</Button>
        </form>
      </search>
    </ComingSoon>
  )
}
