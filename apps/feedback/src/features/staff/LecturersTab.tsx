import type { TeacherSummary } from '@unikit/contracts/teachers'
import { Badge, Button, TextField } from '@unikit/design-system'
import { type Decision, DeskQueue, deskStyles, QueueTable } from '@unikit/staff-desk'
import { useState } from 'react'
import { deskApi } from '../../api/feedbackApi.ts'
import { LecturerEditor } from './LecturerEditor.tsx'

const edit: Decision<TeacherSummary> = {
  label: 'Edit',
  ariaLabel: (lecturer) => `Edit ${lecturer.fullname}`,
  dialog: (lecturer, { onDone, onClose }) => (
    <LecturerEditor lecturerId={lecturer.id} onClose={onClose} onSaved={onDone} />
  ),
}

/** Retiring takes a lecturer off the students' lists; restoring brings them back. */
const retirement = (retired: boolean): Decision<TeacherSummary> => ({
  label: retired ? 'Restore' : 'Retire',
  variant: 'ghost',
  ariaLabel: (lecturer) => `${retired ? 'Restore' : 'Retire'} ${lecturer.fullname}`,
  run: (lecturer) => deskApi.retire(lecturer.id, !retired),
  done: (lecturer) => `${lecturer.fullname} ${retired ? 'restored' : 'retired'}`,
})
const decisions = { active: [edit, retirement(false)], retired: [edit, retirement(true)] }

/** Lecturer profiles: find, add, edit, retire and restore (retired ones leave the students' lists). */
export function LecturersTab() {
  const [name, setName] = useState('')
  const [query, setQuery] = useState('')
  const [adding, setAdding] = useState(false)
  const [added, setAdded] = useState(0)

  return (
    <div className={deskStyles.panel}>
      <form
        className={deskStyles.toolbar}
        onSubmit={(event) => {
          event.preventDefault()
          setQuery(name.trim())
        }}
      >
        <TextField
          type="search"
          label="Find a lecturer"
          value={name}
          onChange={(event) => setName(event.target.value)}
          fieldClassName={deskStyles.grow}
        />
        <Button type="submit" variant="secondary">
          Find
        </Button>
        <Button onClick={() => setAdding(true)}>New lecturer</Button>
      </form>
      {/* A new search starts on its first page. */}
      <DeskQueue
        key={query}
        load={(page) => deskApi.lecturers(query, page)}
        deps={[added]}
        what="the lecturers"
        empty={{ title: 'No lecturer found' }}
      >
        {(lecturers, reload) => (
          <QueueTable
            caption="Lecturers"
            rows={lecturers}
            rowKey={(lecturer) => String(lecturer.id)}
            decisions={(lecturer) => (lecturer.retired ? decisions.retired : decisions.active)}
            onDone={reload}
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
                render: (lecturer) => lecturer.courses.map((course) => course.code).join(', '),
              },
              { key: 'insights', header: 'Insights', render: (lecturer) => String(lecturer.insight_count) },
            ]}
          />
        )}
      </DeskQueue>
      {adding && (
        <LecturerEditor
          lecturerId={undefined}
          onClose={() => setAdding(false)}
          onSaved={() => setAdded((count) => count + 1)}
        />
      )}
    </div>
  )
}
