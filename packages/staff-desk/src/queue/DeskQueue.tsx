import { useApiResource } from '@unikit/auth'
import { EmptyState, Pagination, Spinner } from '@unikit/design-system'
import { type DependencyList, type ReactNode, useState } from 'react'
import styles from '../desk/Desk.module.css'
import { DeskError } from '../desk/DeskError.tsx'

/** A page of a queue as the services answer it; a queue the service does not page is a plain array. */
export type DeskPage<T> = { data: T[]; total: number; page_size: number }

export type DeskQueueProps<T> = {
  /** Loads page `page` (from 1). */
  load: (page: number) => Promise<DeskPage<T> | T[]>
  /** What else the load depends on, as with useEffect (a queue's name, a search). */
  deps?: DependencyList
  /** What it holds, e.g. "the uploads to review": "Loading the uploads to review…", "… could not be loaded". */
  what: string
  /** What an empty queue says: it is a good state, not a failure. */
  empty: { title: string; message?: string }
  /** The page's items, and `reload` for after a change. */
  children: (items: T[], reload: () => void) => ReactNode
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * One of a desk's queues: loading, its failure (a 403 says the desk is for staff), empty, or the page's items and
 * the pages. A reload keeps the rows on screen while it runs.
 */
export function DeskQueue<T>({ load, deps = [], what, empty, children }: DeskQueueProps<T>) {
  const [page, setPage] = useState(1)
  const list = useApiResource(() => load(page), [page, ...deps])
  if (list.status === 'error' && !list.data)
    return (
      <DeskError
        title={`${capitalised(what)} could not be loaded`}
        error={list.error}
        onRetry={list.reload}
      />
    )
  if (!list.data) return <Spinner label={`Loading ${what}`} />
  const { data, total, page_size } = Array.isArray(list.data)
    ? { data: list.data, total: list.data.length, page_size: list.data.length }
    : list.data
  if (total === 0) return <EmptyState title={empty.title} message={empty.message} headingLevel={2} />
  return (
    <div className={styles.panel}>
      {children(data, list.reload)}
      <Pagination
        page={page}
        pageCount={Math.ceil(total / Math.max(page_size, 1))}
        onChange={setPage}
        label={`Pages of ${what}`}
      />
    </div>
  )
}
