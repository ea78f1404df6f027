import { type FormEvent, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import styles from './HeaderSearch.module.css'

/**
 * The header search (spec section 2). Typing moves to the archive home, carrying the text; submitting a
 * trimmed, non-empty query opens the archive search results. The box is hidden on the archive home, which has
 * its own, except while the user is typing in it here.
 */
export function HeaderSearch() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [query, setQuery] = useState('')
  const [focused, setFocused] = useState(false)

  if (pathname === '/archive/home' && !focused) return null

  const onChange = (value: string) => {
    setQuery(value)
    if (pathname !== '/archive/home') navigate('/archive/home', { state: { query: value } })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = query.trim()
    if (!trimmed) return
    setFocused(false)
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
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(event) => onChange(event.target.value)}
        />
      </form>
    </search>
  )
}
