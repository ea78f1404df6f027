import { Button, ConfirmDialog, EmptyState, formatDateTime, PageHeading, Table } from '@unikit/design-system'
import { useState } from 'react'
import { Link } from 'react-router'
import { useRecentStore } from './recentStore.ts'

/**
 * `/archive/recent`: the files opened on this device, newest first, with how often and when last. It lives in
 * this browser only (docs/product/archive.md); Clear forgets it.
 */
export function RecentPage() {
  const items = useRecentStore((state) => state.items)
  const clear = useRecentStore((state) => state.clear)
  const [confirming, setConfirming] = useState(false)
  return (
    <div className="uk-page">
      <PageHeading
        title="Recent"
        subtitle="The files you opened on this device. It stays in this browser only."
        actions={
          items.length > 0 && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Clear
            </Button>
          )
        }
      />
      {items.length === 0 ? (
        <EmptyState
          title="Nothing opened yet"
          message={
            <>
              Files you open show here. Start with <Link to="/archive">Core courses</Link> or{' '}
              <Link to="/archive/majors">Majors</Link>.
            </>
          }
        />
      ) : (
        <div className="uk-panel">
          <Table
            caption="Recently opened files"
            captionHidden
            responsive="stack"
            rows={items}
            rowKey={(item) => item.id}
            columns={[
              {
                key: 'name',
                header: 'Name',
                render: (item) => <Link to={`/archive/view/${item.id}`}>{item.name}</Link>,
              },
              {
                key: 'count',
                header: 'Times opened',
                render: (item) => item.count.toLocaleString('en-GB'),
                width: '8rem',
              },
              {
                key: 'time',
                header: 'Last opened',
                render: (item) => formatDateTime(item.time),
                width: '12rem',
              },
            ]}
          />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Clear recent files?"
        message="The list of files you opened on this device is forgotten. The files stay in the archive."
        confirmLabel="Clear"
        danger
        onConfirm={() => {
          clear()
          setConfirming(false)
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  )
}
