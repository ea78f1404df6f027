import { useApiResource } from '@unikit/auth'
import { EmptyState, ErrorPanel, PageHeading } from '@unikit/design-system'
import { useState } from 'react'
import { Link } from 'react-router'
import { archiveApi } from '../../api/archiveApi.ts'
import { ItemTable } from '../shared/ItemTable.tsx'
import { LoadingState } from '../shared/LoadingState.tsx'

/**
 * `/archive/starred`: what this student starred, kept on the server so it follows them to another device
 * (docs/product/archive.md). Unstarring takes a file off the list at once.
 */
export function StarredPage() {
  const starred = useApiResource(() => archiveApi.starred(), [])
  const [unstarred, setUnstarred] = useState<ReadonlySet<string>>(new Set())
  const items = starred.data?.filter((item) => !unstarred.has(item.id))
  return (
    <div className="uk-page">
      <PageHeading title="Starred" subtitle="The files you starred, on every device you sign in on." />
      {starred.status === 'error' && !starred.data ? (
        <ErrorPanel
          title="Starred could not be loaded"
          message={starred.error.message}
          onRetry={starred.reload}
        />
      ) : !items ? (
        <LoadingState label="Loading your starred files" />
      ) : items.length === 0 ? (
        <EmptyState
          title="Nothing starred yet"
          message={
            <>
              Star a file to find it here again. Browse <Link to="/archive">Core courses</Link> or{' '}
              <Link to="/archive/majors">Majors</Link>.
            </>
          }
        />
      ) : (
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
    </div>
  )
}
