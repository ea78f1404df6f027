import { useApiResource } from '@unikit/auth'
import { Loadable, PageHeading } from '@unikit/design-system'
import { useState } from 'react'
import { Link } from 'react-router'
import { archiveApi } from '../../api/archiveApi.ts'
import { ItemTable } from '../shared/ItemTable.tsx'

/**
 * `/archive/starred`: what this student starred, kept on the server so it follows them to another device
 * (docs/product/archive.md). Unstarring takes a file off the list at once.
 */
export function StarredPage() {
  const starred = useApiResource(() => archiveApi.starred(), [])
  const [unstarred, setUnstarred] = useState<ReadonlySet<string>>(new Set())
  return (
    <div className="uk-page">
      <PageHeading title="Starred" subtitle="The files you starred, on every device you sign in on." />
      <Loadable
        state={{ ...starred, data: starred.data?.filter((item) => !unstarred.has(item.id)) }}
        loading="Loading your starred files"
        failure="Starred could not be loaded"
        empty={{
          title: 'Nothing starred yet',
          message: (
            <>
              Star a file to find it here again. Browse <Link to="/archive">Core courses</Link> or{' '}
              <Link to="/archive/majors">Majors</Link>.
            </>
          ),
        }}
      >
        {(items) => (
          <div className="uk-panel">
            <ItemTable
              items={items}
              caption="Starred files"
              columns={['type', 'size', 'star']}
              onStarChange={(item, on) =>
                setUnstarred((previous) => {
                  const next = new Set(previous)
                  if (on) next.delete(item.id)
                  else next.add(item.id)
                  return next
                })
              }
            />
          </div>
        )}
      </Loadable>
    </div>
  )
}
