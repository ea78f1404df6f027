import { useApiResource } from '@unikit/auth'
import { historyStatuses, type Order, orderTypeNames, processingStatuses } from '@unikit/contracts/orders'
import {
  EmptyState,
  ErrorPanel,
  formatDate,
  formatVnd,
  PageHeading,
  Pagination,
  Table,
  type TableColumn,
  Tabs,
} from '@unikit/design-system'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ordersApi } from '../../api/ordersApi.ts'
import { OrderActions } from '../shared/OrderActions.tsx'
import { OrderStatusBadge } from '../shared/OrderStatusBadge.tsx'
import styles from './OrdersPage.module.css'

const PAGE_SIZE = 10
const tabs = {
  processing: { label: 'Processing', statuses: processingStatuses, empty: 'No orders under way' },
  history: { label: 'History', statuses: historyStatuses, empty: 'No finished orders yet' },
} as const
type Tab = keyof typeof tabs

/** `/order/processing` and `/order/history`: the student's orders, a page at a time from the server. */
export function OrdersPage({ tab }: { tab: Tab }) {
  const navigate = useNavigate()
  return (
    <div className="uk-page">
      <PageHeading
        title="My orders"
        actions={
          <Link to="/order/new" className="uk-button uk-button--primary uk-button--md">
            <span className="uk-button__label">New order</span>
          </Link>
        }
      />
      <Tabs
        label="Orders"
        value={tab}
        onChange={(id) => navigate(`/order/${id}`)}
        tabs={(Object.keys(tabs) as Tab[]).map((id) => ({
          id,
          label: tabs[id].label,
          content: id === tab ? <OrderList tab={id} /> : null,
        }))}
      />
    </div>
  )
}

function OrderList({ tab }: { tab: Tab }) {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const orders = useApiResource(
    () => ordersApi.list({ statuses: tabs[tab].statuses, page, pageSize: PAGE_SIZE }),
    [tab, page],
  )
  if (orders.status === 'error' && !orders.data)
    return (
      <ErrorPanel
        title="Your orders could not be loaded"
        message={orders.error.message}
        onRetry={orders.reload}
      />
    )
  const list = orders.data
  if (list && list.total === 0)
    return (
      <EmptyState
        title={tabs[tab].empty}
        headingLevel={2}
        message="Orders you place appear here, with their quotes and deliveries."
        action={<Link to="/order/new">Place an order</Link>}
      />
    )
  const columns: TableColumn<Order>[] = [
    {
      key: 'order',
      header: 'Order',
      render: (order) => (
        <Link to={`/order/${order.id}`}>
          #{order.id} {orderTypeNames[order.type]}
        </Link>
      ),
    },
    { key: 'placed', header: 'Placed', render: (order) => formatDate(order.created_at) },
    { key: 'status', header: 'Status', render: (order) => <OrderStatusBadge status={order.status} /> },
    {
      key: 'price',
      header: 'Price',
      align: 'end',
      render: (order) => (order.price === null ? 'Being quoted' : formatVnd(order.price)),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (order) => <OrderActions order={order} onChanged={orders.reload} compact />,
    },
  ]
  const pageCount = Math.max(1, Math.ceil((list?.total ?? 0) / PAGE_SIZE))
  return (
    <div className={styles.list}>
      <Table
        caption={`${tabs[tab].label} orders`}
        captionHidden
        columns={columns}
        rows={list?.data ?? []}
        rowKey={(order) => String(order.id)}
        loading={orders.status === 'loading' && !list}
        responsive="stack"
      />
      {pageCount > 1 && (
        <Pagination
          page={page}
          pageCount={pageCount}
          label="Pages of orders"
          onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        />
      )}
    </div>
  )
}
