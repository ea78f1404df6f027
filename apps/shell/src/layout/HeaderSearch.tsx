import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import styles from './HeaderSearch.module.css'

/**
 * The header search (spec section 2): typing moves to the archive home, which continues the search with
 * what was typed; submitting a trimmed, non-empty query opens the archive search results.
 */
export function HeaderSearch() {
  const navigate = useNavigate()
  const [query, setQuery] = useState('')

  const onChange = (value: string) => {
    setQuery(value)
    navigate('/archive/home', { state: { query: value } })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = query.trim()
    if (!trimmed) return
    navigate(`/archive/search?q=${encodeURIComponent(trimmed)}`)
  }

  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor="header-search" className="uk-visually-hidden">
        Search samples
      </label>
      <input
        id="header-search"
        type="search"
        placeholder="Search samples…"
        value={query}
        maxLength={255}
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  )
}
