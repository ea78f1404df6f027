import type { DriveSearchHit } from '@unikit/contracts/drive'
import { formatCount, Select } from '@unikit/design-system'
import { Link } from 'react-router'
import { SampleList } from '../shared/SampleList.tsx'
import styles from './SearchPage.module.css'
import { type SearchFilters, type SearchSort, searchFilterParams } from './searchFilters.ts'

const sortOptions = [
  { value: '', label: 'Best match' },
  { value: 'newest', label: 'Newest' },
  { value: 'helpful', label: 'Most helpful' },
  { value: 'downloads', label: 'Most downloaded' },
]

/**
 * One page of results as a sample list (previews, course, year and semester, pages, signals), the order the
 * student chose, and the pages before and after.
 */
export function SearchResults({
  filters,
  hits,
  total,
  pageSize,
  onSort,
}: {
  filters: SearchFilters
  hits: DriveSearchHit[]
  total: number
  pageSize: number
  onSort: (sort: SearchSort | undefined) => void
}) {
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
  const pageLink = (page: number) => `?${searchFilterParams({ ...filters, page }).toString()}`
  return (
    <section className={`uk-panel ${styles.results}`} aria-labelledby="search-results">
      <div className={styles.resultsHead}>
        <h2 id="search-results">{total === 1 ? '1 result' : `${formatCount(total)} results`}</h2>
        <Select
          label="Sort by"
          options={sortOptions}
          value={filters.sort ?? ''}
          onChange={(event) => onSort((event.target.value || undefined) as SearchSort | undefined)}
          fieldClassName={styles.filter}
        />
      </div>
      {hits.length === 0 ? (
        <p>
          No results on this page. <Link to={pageLink(1)}>Go to the first page</Link>.
        </p>
      ) : (
        <SampleList items={hits} label={`Results for ${filters.q}`} />
      )}
      {pageCount > 1 && (
        <nav aria-label="Result pages" className={styles.pages}>
          {filters.page > 1 ? (
            <Link to={pageLink(filters.page - 1)} className="uk-button uk-button--secondary uk-button--sm">
              <span className="uk-button__label">
                <span aria-hidden="true">‹ </span>Previous
              </span>
            </Link>
          ) : (
            <span />
          )}
          <span className={styles.pageOf}>
            Page {formatCount(Math.min(filters.page, pageCount))} of {formatCount(pageCount)}
          </span>
          {filters.page < pageCount ? (
            <Link to={pageLink(filters.page + 1)} className="uk-button uk-button--secondary uk-button--sm">
              <span className="uk-button__label">
                Next<span aria-hidden="true"> ›</span>
              </span>
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  )
}
