import { orderTypeNames, type StaffOrder } from '@unikit/contracts/orders'
import { formatDate, formatDateTime, formatVnd, type TableColumn } from '@unikit/design-system'
import { DeskQueue, deskStyles, QueueTable } from '@unikit/staff-desk'
import { staffApi } from '../../api/ordersApi.ts'
import { FileDownloadButton } from '../shared/FileDownloadButton.tsx'
import { orderDecisions } from './orderDecisions.tsx'

const empty = {
  quote: 'No Sample Citation is waiting for a quote',
  deliver: 'No paid order is waiting for delivery',
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

/** Orders waiting for staff: Sample Citations to quote (oldest first) or paid orders to deliver (due first). */
export function OrderQueue({ queue }: { queue: 'quote' | 'deliver' }) {
  return (
    <DeskQueue
      load={(page) => staffApi.queue(queue, page)}
      deps={[queue]}
      what="the queue"
      empty={{ title: empty[queue] }}
    >
      {(orders, reload) => (
        <QueueTable
          caption={queue === 'quote' ? 'Orders to quote' : 'Orders to deliver'}
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
                    #{order.id} {orderTypeNames[order.type]}
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
            ...(queue === 'deliver' ? dueColumns : []),
          ]}
        />
      )}
    </DeskQueue>
  )
}
