import { readApiError, useApiResource } from '@unikit/auth'
import type { TeacherSummary } from '@unikit/contracts/teachers'
import {
  Badge,
  Button,
  EmptyState,
  ErrorPanel,
  Pagination,
  Table,
  TextField,
  toast,
} from '@unikit/design-system'
import { useState } from 'react'
import { deskApi } from '../../api/feedbackApi.ts'
import styles from './Desk.module.css'
import { LecturerEditor } from './LecturerEditor.tsx'

/** Lecturer profiles: find, add, edit, retire and restore (retired ones leave the students' lists). */
export function LecturersTab() {
  const [name, setName] = useState('')
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<TeacherSummary | 'new'>()
  const list = useApiResource(() => deskApi.lecturers(query, page), [query, page])

  const retire = async (lecturer: TeacherSummary) => {
    try {
      await deskApi.retire(lecturer.id, !lecturer.retired)
      toast(`${lecturer.fullname} ${lecturer.retired ? 'restored' : 'retired'}`, { type: 'success' })
      list.reload()
    } catch (failure) {
      toast(readApiError(failure).message, { type: 'error', duration: 8000 })
    }
  }

  return (
    <div className={styles.panel}>
      <form
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault()
          setPage(1)
          setQuery(name.trim())
        }}
      >
        <TextField
          type="search"
          label="Find a lecturer"
          value={name}
          onChange={(event) => setName(event.target.value)}
          fieldClassName={styles.grow}
        />
        <Button type="submit" variant="secondary">
          Find
        </Button>
        <Button onClick={() => setEditing('new')}>New lecturer</Button>
      </form>
      {list.status === 'error' && !list.data ? (
        <ErrorPanel
          title="The lecturers could not be loaded"
          message={list.error.message}
          onRetry={list.reload}
        />
      ) : list.data?.total === 0 ? (
        <EmptyState title="No lecturer found" headingLevel={2} />
      ) : (
        <Table
          caption="Lecturers"
          captionHidden
          loading={!list.data}
          rows={list.data?.data ?? []}
          rowKey={(lecturer) => String(lecturer.id)}
          responsive="stack"
          columns={[
            {
              key: 'name',
              header: 'Name',
              render: (lecturer) => (
                <>
                  {lecturer.fullname} {lecturer.retired && <Badge tone="warning">Retired</Badge>}
                </>
              ),
            },
            {
              key: 'courses',
              header: 'Courses',
              render: (lecturer) => lecturer.courses.map((c) => c.code).join(', '),
            },
            { key: 'insights', header: 'Insights', render: (lecturer) => String(lecturer.insight_count) },
            {
              key: 'actions',
              header: 'Actions',
              render: (lecturer) => (
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditing(lecturer)}
                    aria-label={`Edit ${lecturer.fullname}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => retire(lecturer)}
                    aria-label={`${lecturer.retired ? 'Restore' : 'Retire'} ${lecturer.fullname}`}
                  >
                    {lecturer.retired ? 'Restore' : 'Retire'}
                  </Button>
                </div>
              ),
            },
          ]}
        />
      )}
      {list.data && (
        <Pagination
          page={page}
          pageCount={Math.ceil(list.data.total / list.data.page_size)}
          onChange={setPage}
        />
      )}
      {editing && (
        <LecturerEditor
          lecturerId={editing === 'new' ? undefined : editing.id}
          onClose={() => setEditing(undefined)}
          onSaved={list.reload}
        />
      )}
    </div>
  )
}
