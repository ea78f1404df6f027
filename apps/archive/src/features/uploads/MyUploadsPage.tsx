import { useApiResource } from '@unikit/auth'
import type { MyUpload } from '@unikit/contracts/drive'
import { Badge, Button, formatDate, Loadable, PageHeading, Table } from '@unikit/design-system'
import { Link } from 'react-router'
import { archiveApi } from '../../api/archiveApi.ts'
import { useArchiveLayout } from '../layout/ArchiveLayout.tsx'
import { folderLabel } from '../shared/folderOptions.ts'
import styles from './MyUploadsPage.module.css'
import { uploadStatus } from './uploadStatus.ts'

/**
 * `/archive/uploads`: what this student shared, newest first, and where each stands: waiting for review,
 * published (it opens), rejected with the reason, or taken down (docs/product/archive.md).
 */
export function MyUploadsPage() {
  const { openUpload, uploads } = useArchiveLayout()
  // A new upload from the sidebar's dialog shows here at once.
  const mine = useApiResource(() => archiveApi.mine(), [uploads])
  return (
    <div className="uk-page">
      <PageHeading
        title="My uploads"
        subtitle="Staff review every upload before it is published."
        actions={<Button onClick={openUpload}>Upload a sample</Button>}
      />
      <Loadable
        state={mine}
        loading="Loading your uploads"
        failure="Your uploads could not be loaded"
        empty={{
          title: 'No uploads yet',
          message:
            'Share an assignment you wrote: once staff have reviewed it, other students can learn from it.',
          action: <Button onClick={openUpload}>Upload a sample</Button>,
        }}
      >
        {(uploads) => (
          <div className="uk-panel">
            <Table<MyUpload>
              caption="Your uploads"
              captionHidden
              responsive="stack"
              rows={uploads}
              rowKey={(item) => item.id}
              columns={[
                {
                  key: 'title',
                  header: 'Title',
                  render: (item) =>
                    item.status === 'published' ? (
                      <Link to={`/archive/view/${item.id}`}>{item.name}</Link>
                    ) : (
                      item.name
                    ),
                },
                {
                  key: 'folder',
                  header: 'Course or major',
                  render: (item) =>
                    item.folder ? (
                      <Link to={`/archive/folder/${item.folder.id}`}>{folderLabel(item.folder)}</Link>
                    ) : (
                      '—'
                    ),
                },
                {
                  key: 'status',
                  header: 'Status',
                  render: (item) => {
                    const status = uploadStatus(item)
                    return (
                      <Badge tone={status.tone} className={styles.status}>
                        {status.text}
                      </Badge>
                    )
                  },
                },
                { key: 'date', header: 'Sent', render: (item) => formatDate(item.created_at), width: '8rem' },
              ]}
            />
          </div>
        )}
      </Loadable>
    </div>
  )
}
