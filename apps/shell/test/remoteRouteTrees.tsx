import { type FormEvent, useLayoutEffect, useRef, useState } from 'react'
import { type RouteObject, useNavigate, useSearchParams } from 'react-router'
import { page } from './renderShell.tsx'

/**
 * Route trees shaped like the archive, orders and feedback remotes' (`./routes`): their paths, an index route
 * where they have one, and a page with an h1 for each. The shell's contract with a remote is such a tree; the
 * shell does not import the remotes themselves (docs/decisions/0198-package-boundaries.md), and e2e drives the
 * real ones.
 */
export const remoteRouteTrees: Record<'archive' | 'orders' | 'feedback', RouteObject[]> = {
  archive: [
    { index: true, element: page('Core courses') },
    { path: 'home', element: <ArchiveHomeStandIn /> },
    { path: 'folder/:id', element: page('Folder') },
    { path: 'view/:id', element: page('File viewer') },
    { path: 'majors', element: page('Majors') },
    { path: 'search', element: page('Search') },
  ],
  orders: [
    { path: 'new', element: page('Order New') },
    { path: 'processing', element: page('Processing') },
    { path: 'history', element: page('Order History') },
  ],
  feedback: [
    { index: true, element: page('Lecturer Feedback') },
    { path: 'home', element: page('Lecturer Feedback') },
    { path: 'search', element: page('Lecturer Search') },
  ],
}

/** The archive home's side of the header search hand-over: its box starts with `?q=`, takes the focus, keeps it. */
function ArchiveHomeStandIn() {
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const [query, setQuery] = useState(params.get('q') ?? '')
  const box = useRef<HTMLInputElement>(null)
  const handedOver = useRef(params.get('q') !== null)
  useLayoutEffect(() => {
    const input = box.current
    if (!input || !handedOver.current) return
    input.focus()
    input.setSelectionRange(input.value.length, input.value.length)
  }, [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (query.trim()) navigate(`/archive/search?q=${encodeURIComponent(query.trim())}`)
  }
  return (
    <section>
      <h1>Archive</h1>
      <form onSubmit={submit}>
        <input
          type="search"
          aria-label="Search samples"
          ref={box}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
          }}
        />
      </form>
    </section>
  )
}
