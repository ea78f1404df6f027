import { PageHeading } from '@unikit/design-system'
import { Link, useSearchParams } from 'react-router'

/**
 * `/archive/search?q=` until the archive's search arrives: it names the query it was given and says plainly that
 * search is coming, rather than a page that ignores it (docs/decisions/0604-header-search-goes-to-the-results.md).
 */
export function SearchComing() {
  const [params] = useSearchParams()
  const query = (params.get('q') ?? '').trim()
  return (
    <div className="uk-page uk-page--narrow">
      <PageHeading title={query ? `Search for: ${query}` : 'Search samples'} />
      <div className="uk-panel">
        <p>
          <strong>Search is coming.</strong> The archive's search opens soon: then this page lists the sample
          assignments that match {query ? <q>{query}</q> : 'what you type'}, by course, major and file type.
        </p>
        <p>
          Until then, browse the samples by <Link to="/archive">Core Courses</Link> or{' '}
          <Link to="/archive/majors">Majors</Link>.
        </p>
      </div>
    </div>
  )
}
