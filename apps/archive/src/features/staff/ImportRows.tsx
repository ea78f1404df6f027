import type { ImportRow } from '@unikit/contracts/drive'
import { Badge, Select, Table } from '@unikit/design-system'
import { deskStyles } from '@unikit/staff-desk'
import { useState } from 'react'
import styles from './ImportRows.module.css'
import { rowVerdict } from './importWords.ts'

const shows = [
  { value: '', label: 'Every row' },
  { value: 'new', label: 'New' },
  { value: 'duplicate', label: 'Duplicates' },
  { value: 'error', label: 'Errors' },
  { value: 'imported', label: 'Imported' },
]

/**
 * Every row of an import's manifest with its verdict and why: new, duplicate (the same bytes in the archive or
 * earlier in the zip), error (with the reason), imported. A long manifest can be narrowed to one verdict.
 */
export function ImportRows({ rows }: { rows: ImportRow[] }) {
  const [show, setShow] = useState('')
  const shown = show ? rows.filter((row) => row.status === show) : rows
  return (
    <div className={deskStyles.panel}>
      <div className={deskStyles.toolbar}>
        <Select label="Show" options={shows} value={show} onChange={(event) => setShow(event.target.value)} />
      </div>
      <Table
        caption="The manifest’s rows"
        captionHidden
        rows={shown}
        rowKey={(row) => String(row.line)}
        responsive="stack"
        empty="No rows with this verdict."
        columns={[
          { key: 'line', header: 'Line', width: '4rem', render: (row) => row.line },
          { key: 'path', header: 'File', render: (row) => row.path },
          { key: 'title', header: 'Title', render: (row) => row.title },
          { key: 'place', header: 'Course or major', render: (row) => row.place },
          {
            key: 'verdict',
            header: 'Verdict',
            render: (row) => {
              const verdict = rowVerdict(row.status)
              return (
                <span className={styles.verdict}>
                  <Badge tone={verdict.tone}>{verdict.text}</Badge>
                  {row.reason && <span>{row.reason}</span>}
                </span>
              )
            },
          },
        ]}
      />
    </div>
  )
}
