import { useApiResource } from '@unikit/auth'
import { Loadable, PageHeading } from '@unikit/design-system'
import { archiveApi } from '../../api/archiveApi.ts'
import { ItemTable } from '../shared/ItemTable.tsx'
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
        <Loadable
          state={list}
          loading={`Loading ${label}`}
          failure={`${label} could not be loaded`}
          empty={{
            title: root === 'core' ? 'No courses yet' : 'No majors yet',
            message: 'Staff add them as samples arrive.',
            headingLevel: 3,
          }}
        >
          {(folders) => <ItemTable items={folders} caption={label} columns={['code']} />}
        </Loadable>
      </section>
    </div>
  )
}
