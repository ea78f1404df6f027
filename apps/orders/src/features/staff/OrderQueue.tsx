import { useApiResource } from '@unikit/auth'
import { orderTypeNames, type StaffOrder } from '@unikit/contracts/orders'
import {
  EmptyState,
  ErrorPanel,
  formatDate,
  formatDateTime,
  formatVnd,
  Pagination,
  Table,
  type TableColumn,
} from '@unikit/design-system'
import { useState } from 'react'
import { STAFF_PAGE_SIZE, staffApi } from '../../api/ordersApi.ts'
import { FileDownloadButton } from '../shared/FileDownloadButton.tsx'
import styles from './StaffDesk.module.css'
import { StaffOrderActions } from './StaffOrderActions.tsx'

const empty = {
  quote: 'No Sample Citation is waiting for a quote',
  deliver: 'No paid order is waiting for delivery',
}

/** Orders waiting for staff: Sample Citations to quote (oldest first) or paid orders to deliver (due first). */
export function OrderQueue({ queue }: { queue: 'quote' | 'deliver' }) {
  const [page, setPage] = useState(1)
  const orders = useApiResource(() => staffApi.queue(queue, page), [queue, page])
  if (orders.status === 'error' && !orders.data)
    return (
      <ErrorPanel
        title="The queue could not be loaded"
        message={orders.error.message}
        onRetry={orders.reload}
      />
    )
  if (orders.data?.total === 0) return <EmptyState title={empty[queue]} headingLevel={2} />
  const columns: TableColumn<StaffOrder>[] = [
    {
      key: 'order',
      header: 'Order',
      render: (order) => (
        <>
          <strong>
            #{order.id} {orderTypeNames[order.type]}
          </strong>
          <div className={styles.muted}>{formatDateTime(order.created_at)}</div>
        </>
      ),
    },
    {
      key: 'student',
      header: 'Student',
      render: (order) => order.student?.email ?? <span className={styles.muted}>{order.user_id}</span>,
    },
    { key: 'instruction', header: 'Instruction', render: (order) => order.instruction },
    {
      key: 'file',
      header: 'File',
      render: (order) =>
        order.file_input && (
          <FileDownloadButton file={order.file_input} aria-label={`Download the file of order #${order.id}`}>
            {order.file_input.name}
          </FileDownloadButton>
        ),
    },
    ...(queue === 'deliver'
      ? [
          {
            key: 'due',
            header: 'Due',
            render: (order: StaffOrder) => (order.deadline ? formatDate(order.deadline) : ''),
          },
          {
            key: 'price',
            header: 'Paid',
            align: 'end' as const,
            render: (order: StaffOrder) => (order.price === null ? '' : formatVnd(order.price)),
          },
        ]
      : []),
    {
      key: 'actions',
      header: 'Actions',
      render: (order) => <StaffOrderActions order={order} queue={queue} onChanged={orders.reload} />,
    },
  ]
  const pageCount = Math.max(1, Math.ceil((orders.data?.total ?? 0) / STAFF_PAGE_SIZE))
  return (
    <div className={styles.panel}>
      <Table
        caption={queue === 'quote' ? 'Orders to quote' : 'Orders to deliver'}
        captionHidden
        columns={columns}
        rows={orders.data?.data ?? []}
        rowKey={(order) => String(order.id)}
        loading={!orders.data}
        responsive="stack"
      />
      {pageCount > 1 && (
        <Pagination page={page} pageCount={pageCount} onChange={setPage} label="Pages of the queue" />
      )}
    </div>
  )
}
