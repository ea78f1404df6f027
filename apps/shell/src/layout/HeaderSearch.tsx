import { type FormEvent, useState } from 'react'
import { useLocation } from 'react-router'
import styles from './HeaderSearch.module.css'
import { pageHasOwnSearch } from './pageHasOwnSearch.ts'
import { useSearchSamples } from './useSearchSamples.ts'

/**
 * The header search (docs/product/platform.md#header-search): Enter opens the archive's search results for the
 * trimmed query, `/archive/search?q=`; an empty one goes nowhere. Typing stays here: nothing moves while the
 * student types (docs/decisions/0604-header-search-goes-to-the-results.md).
 */
export function HeaderSearch() {
  const { pathname } = useLocation()
  // Left out where the page has its own box; a new page starts with an empty one.
  return pageHasOwnSearch(pathname) ? null : <HeaderSearchForm key={pathname} />
}

function HeaderSearchForm() {
  const searchSamples = useSearchSamples()
  const [query, setQuery] = useState('')

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    searchSamples(query)
  }

  return (
    <search className={styles.search}>
      {/* Where a browser sends it before the scripts run: the first view of a page has no handler yet (decision 0624). */}
      <form action="/archive/search" onSubmit={onSubmit}>
        <label htmlFor="header-search" className="uk-visually-hidden">
          Search samples
        </label>
        <input
          id="header-search"
          name="q"
          type="search"
          placeholder="Search samples…"
          value={query}
          maxLength={255}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
    </search>
  )
}
