import { Combobox } from '@unikit/design-system'
import { useLocation } from 'react-router'
import styles from './HeaderSearch.module.css'
import { pageHasOwnSearch } from './pageHasOwnSearch.ts'
import { headerSearchInput, useHeaderSearch } from './useHeaderSearch.tsx'

/**
 * The header search (docs/product/platform.md#header-search): courses suggested as a student types, Enter opens
 * the archive's search results (`useHeaderSearch`). Typing stays here: nothing moves while the student types
 * (docs/decisions/0604-header-search-goes-to-the-results.md).
 */
export function HeaderSearch() {
  const { pathname } = useLocation()
  // Left out where the page has its own box; a new page starts with an empty one.
  return pageHasOwnSearch(pathname) ? null : <HeaderSearchForm key={pathname} />
}

function HeaderSearchForm() {
  const search = useHeaderSearch()
  return (
    <search className={styles.search}>
      {/* Where a browser sends it before the scripts run: the first view of a page has no handler yet (decision 0624). */}
      <form action="/archive/search" onSubmit={search.onSubmit}>
        <Combobox {...search.box} inputProps={{ ...headerSearchInput, id: 'header-search', name: 'q' }} />
      </form>
    </search>
  )
}
