import { useApiResource } from '@unikit/auth'
import { EmptyState, ErrorPanel, PageHeading } from '@unikit/design-system'
import { archiveApi } from '../../api/archiveApi.ts'
import { ItemTable } from '../shared/ItemTable.tsx'
import { LoadingState } from '../shared/LoadingState.tsx'
import { PopularCourses } from '../shared/PopularCourses.tsx'
import { type BrowseRoot, rootPlace } from '../shared/rootPlace.ts'

/**
 * `/archive` (Core courses, with Popular courses first) and `/archive/majors`: the folders at the top of a root,
 * by name and code (docs/product/archive.md#folders).
 */
export function CoursesPage({ root }: { root: BrowseRoot }) {
  const list = useApiResource(() => archiveApi.list(root), [root])
  const { label } = rootPlace(root)
  return (
    <div className="uk-page">
      <PageHeading
        title={label}
        subtitle={
          root === 'core'
            ? 'Sample assignments for the courses every student takes.'
            : 'Sample assignments by major.'
        }
      />
      {root === 'core' && <PopularCourses />}
      <section aria-labelledby="all-folders" className="uk-panel">
        <h2 id="all-folders">{root === 'core' ? 'All courses' : 'All majors'}</h2>
        {list.status === 'error' && !list.data ? (
          <ErrorPanel
            title={`${label} could not be loaded`}
            message={list.error.message}
            onRetry={list.reload}
          />
        ) : !list.data ? (
          <LoadingState label={`Loading ${label}`} />
        ) : list.data.length === 0 ? (
          <EmptyState
            title={root === 'core' ? 'No courses yet' : 'No majors yet'}
            message="Staff add them as samples arrive."
            headingLevel={3}
          />
        ) : (
          <ItemTable items={list.data} caption={label} columns={['code']} />
        )}
      </section>
    </div>
  )
}
