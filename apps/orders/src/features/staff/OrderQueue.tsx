import { orderTypeNames, type StaffOrder } from '@unikit/contracts/orders'
import { formatDate, formatDateTime, formatVnd, Link, type TableColumn } from '@unikit/design-system'
import { DeskQueue, deskStyles, QueueTable } from '@unikit/staff-desk'
import { staffApi } from '../../api/ordersApi.ts'
import { FileDownloadButton } from '../shared/FileDownloadButton.tsx'
import { orderDecisions } from './orderDecisions.tsx'

/** The queues of the desk that list orders (docs/product/orders.md#staff-desk). */
export type DeskOrderQueue = 'quote' | 'deliver' | 'revision' | 'unanswered'

const empty: Record<DeskOrderQueue, string> = {
  quote: 'No Sample Citation is waiting for a quote',
  deliver: 'No paid order is waiting for delivery',
  revision: 'No student is waiting for a revision',
  unanswered: 'No thread is waiting for staff',
}

const captions: Record<DeskOrderQueue, string> = {
  quote: 'Orders to quote',
  deliver: 'Orders to deliver',
  revision: 'Revisions asked for',
  unanswered: 'Threads waiting for staff',
}

const dueColumns: TableColumn<StaffOrder>[] = [
  { key: 'due', header: 'Due', render: (order) => (order.deadline ? formatDate(order.deadline) : '') },
  {
    key: 'price',
    header: 'Paid',
    align: 'end',
    render: (order) => (order.price === null ? '' : formatVnd(order.price)),
  },
]

const revisionColumns: TableColumn<StaffOrder>[] = [
  { key: 'asked', header: 'Asked to change', render: (order) => order.revision_reason ?? '' },
  ...dueColumns,
]

const unansweredColumns: TableColumn<StaffOrder>[] = [
  {
    key: 'waiting',
    header: 'Waiting since',
    render: (order) => (order.awaiting_reply_since ? formatDateTime(order.awaiting_reply_since) : ''),
  },
]

const queueColumns: Record<DeskOrderQueue, TableColumn<StaffOrder>[]> = {
  quote: [],
  deliver: dueColumns,
  revision: revisionColumns,
  unanswered: unansweredColumns,
}

/**
 * Orders waiting for staff: Sample Citations to quote (oldest first), paid orders to deliver (due first),
 * revisions to re-deliver, or threads whose last word is the student's (waiting longest first). Each order opens
 * on its page, where staff read and answer its thread.
 */
export function OrderQueue({ queue }: { queue: DeskOrderQueue }) {
  return (
    <DeskQueue
      load={(page) => staffApi.queue(queue, page)}
      deps={[queue]}
      what="the queue"
      empty={{ title: empty[queue] }}
    >
      {(orders, reload) => (
        <QueueTable
          caption={captions[queue]}
          rows={orders}
          rowKey={(order) => String(order.id)}
          decisions={() => orderDecisions[queue]}
          onDone={reload}
          columns={[
            {
              key: 'order',
              header: 'Order',
              render: (order) => (
                <>
                  <strong>
                    <Link href={`/order/${order.id}`}>
                      #{order.id} {orderTypeNames[order.type]}
                    </Link>
                  </strong>
                  <div className={deskStyles.muted}>{formatDateTime(order.created_at)}</div>
                </>
              ),
            },
            {
              key: 'student',
              header: 'Student',
              render: (order) =>
                order.student?.email ?? <span className={deskStyles.muted}>{order.user_id}</span>,
            },
            { key: 'instruction', header: 'Instruction', render: (order) => order.instruction },
            {
              key: 'file',
              header: 'File',
              render: (order) =>
                order.file_input && (
                  <FileDownloadButton
                    file={order.file_input}
                    aria-label={`Download the file of order #${order.id}`}
                  >
                    {order.file_input.name}
                  </FileDownloadButton>
                ),
            },
            ...queueColumns[queue],
          ]}
        />
      )}
    </DeskQueue>
  )
}
