import { type FormEvent, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import styles from './HeaderSearch.module.css'

const ARCHIVE_HOME = '/archive/home'

/**
 * The header search (docs/product/platform.md#header-search). Typing moves to the archive home with the text as `?q=`, where the
 * archive's own box takes over (and the focus) so the user types on there; submitting a trimmed, non-empty
 * query opens the archive search results. The box is hidden on the archive home, except while the user is
 * still typing in it here (the archive may still be loading).
 */
export function HeaderSearch() {
  const { pathname } = useLocation()
  const [focused, setFocused] = useState(false)

  // Hiding unmounts the form, so its text is gone when the box shows again.
  if (pathname === ARCHIVE_HOME && !focused) return null
  return <HeaderSearchForm pathname={pathname} onFocusChange={setFocused} />
}

type FormProps = { pathname: string; onFocusChange: (focused: boolean) => void }

function HeaderSearchForm({ pathname, onFocusChange }: FormProps) {
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const [shownAt, setShownAt] = useState(pathname)

  // The text belongs to the archive home it leads to: any other route (Back, a link) starts empty.
  if (pathname !== shownAt) {
    setShownAt(pathname)
    if (pathname !== ARCHIVE_HOME) setQuery('')
  }

  const onChange = (value: string) => {
    // Text in the box means the archive home is open or on its way: keep one history entry for it.
    const replace = query !== ''
    setQuery(value)
    navigate(value ? `${ARCHIVE_HOME}?q=${encodeURIComponent(value)}` : ARCHIVE_HOME, { replace })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = query.trim()
    if (!trimmed) return
    setQuery('')
    navigate(`/archive/search?q=${encodeURIComponent(trimmed)}`)
  }

  return (
    <search className={styles.search}>
      <form onSubmit={onSubmit}>
        <label htmlFor="header-search" className="uk-visually-hidden">
          Search samples
        </label>
        <input
          id="header-search"
          type="search"
          placeholder="Search samples…"
          value={query}
          maxLength={255}
          onFocus={() => onFocusChange(true)}
          onBlur={() => onFocusChange(false)}
          onChange={(event) => onChange(event.target.value)}
        />
      </form>
    </search>
  )
}
