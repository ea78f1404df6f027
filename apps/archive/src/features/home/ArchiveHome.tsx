import { Button, PageHeading, SearchForm } from '@unikit/design-system'
import { useLayoutEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useArchiveLayout } from '../layout/ArchiveLayout.tsx'
import { PopularCourses } from '../shared/PopularCourses.tsx'
import styles from './ArchiveHome.module.css'

const places = [
  { to: '/archive', label: 'Core courses', about: 'Samples for the courses every student takes.' },
  { to: '/archive/majors', label: 'Majors', about: 'Samples by major.' },
  { to: '/archive/recent', label: 'Recent', about: 'What you opened on this device.' },
  { to: '/archive/starred', label: 'Starred', about: 'What you starred, on every device.' },
  { to: '/archive/uploads', label: 'My uploads', about: 'What you shared, and where its review stands.' },
] as const

/**
 * `/archive/home`: what the archive is, its sample search, Popular courses and the ways in. Arriving with `?q=`
 * (a link that carries a search) the box starts with it and takes the focus, caret at the end, so typing goes on
 * here; arriving without it leaves the focus alone. What is typed stays in `?q=` (a reload keeps it); submitting a
 * trimmed, non-empty query opens the results.
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

  const { openUpload } = useArchiveLayout()
  return (
    <div className="uk-page">
      <PageHeading
        title="Archive"
        subtitle="Sample assignments shared by RMIT students, by course and by major, to learn from: never to submit as your own."
        actions={<Button onClick={openUpload}>Share a sample</Button>}
      />
      <SearchForm
        inputRef={box}
        label="Search samples"
        placeholder="Course, code or title…"
        value={query}
        maxLength={255}
        onValueChange={onChange}
        onSearch={(trimmed) => navigate(`/archive/search?q=${encodeURIComponent(trimmed)}`)}
        className={styles.search}
      />
      <PopularCourses />
      <nav aria-labelledby="archive-places" className={`uk-stack ${styles.places}`}>
        <h2 id="archive-places">Browse the archive</h2>
        <ul className="uk-card-grid">
          {places.map((place) => (
            <li key={place.to}>
              <Link to={place.to}>{place.label}</Link>
              <span>{place.about}</span>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
