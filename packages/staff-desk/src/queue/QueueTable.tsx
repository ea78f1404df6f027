import { Table, type TableColumn } from '@unikit/design-system'
import styles from '../desk/Desk.module.css'
import { type Decision, DecisionButtons } from './DecisionButtons.tsx'

export type QueueTableProps<T> = {
  /** What the table holds, for screen readers: "Orders to quote". */
  caption: string
  rows: T[]
  rowKey: (row: T) => string
  /** The record's own columns; the decisions come last, under Actions. */
  columns: TableColumn<T>[]
  decisions: (row: T) => Decision<T>[]
  /** After a decision: refresh the queue. */
  onDone: () => void
}

/** A queue whose records read best as a table (an order, a top-up, a lecturer): a row each, its decisions last. */
export function QueueTable<T>({ caption, rows, rowKey, columns, decisions, onDone }: QueueTableProps<T>) {
  return (
    <Table
      caption={caption}
      captionHidden
      rows={rows}
      rowKey={rowKey}
      responsive="stack"
      columns={[
        ...columns,
        {
          key: 'actions',
          header: 'Actions',
          render: (row) => (
            <div className={styles.actions}>
              <DecisionButtons item={row} decisions={decisions(row)} onDone={onDone} />
            </div>
          ),
        },
      ]}
    />
  )
}
