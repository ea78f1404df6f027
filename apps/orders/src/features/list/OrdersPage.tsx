import { useApiResource, useIsStaff } from '@unikit/auth'
import {
  historyStatuses,
  type Order,
  type OrderType,
  orderEnding,
  orderTypeNames,
  processingStatuses,
  sampleCitationPricePerCitation,
} from '@unikit/contracts/orders'
import {
  EmptyState,
  ErrorPanel,
  formatCount,
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
import { chargedText } from '../shared/orderEndingText.ts'
import { StaffElsewhere } from '../shared/StaffElsewhere.tsx'
import styles from './OrdersPage.module.css'

const PAGE_SIZE = 10
const tabs = {
  processing: { label: 'Processing', statuses: processingStatuses, empty: 'No orders under way' },
  history: { label: 'History', statuses: historyStatuses, empty: 'No finished orders yet' },
} as const
type Tab = keyof typeof tabs
const types: OrderType[] = ['sc', 'ra']

/**
 * `/order/processing` and `/order/history`: the student's orders, a page at a time from the server, in Sample
 * Citation and Research Assistant sub-tabs (`?type=`).
 */
export function OrdersPage({ tab }: { tab: Tab }) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const staff = useIsStaff()
  const type: OrderType = params.get('type') === 'ra' ? 'ra' : 'sc'
  if (staff)
    return (
      <div className="uk-page">
        <PageHeading title="My orders" />
        <StaffElsewhere />
      </div>
    )
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
        onChange={(id) => navigate(`/order/${id}${type === 'ra' ? '?type=ra' : ''}`)}
        tabs={(Object.keys(tabs) as Tab[]).map((id) => ({
          id,
          label: tabs[id].label,
          content:
            id === tab ? (
              <Tabs
                label={`${tabs[id].label}: kind of order`}
                value={type}
                onChange={(next) => navigate(`/order/${id}${next === 'ra' ? '?type=ra' : ''}`)}
                tabs={types.map((kind) => ({
                  id: kind,
                  label: orderTypeNames[kind],
                  content: kind === type ? <OrderList tab={id} type={kind} /> : null,
                }))}
              />
            ) : null,
        }))}
      />
    </div>
  )
}

/** The columns of each list: what is under way and when it is due, or how it ended and when. */
function columnsOf(tab: Tab, type: OrderType, reload: () => void): TableColumn<Order>[] {
  const order: TableColumn<Order> = {
    key: 'order',
    header: 'Order #',
    render: (row) => <Link to={`/order/${row.id}`}>#{row.id}</Link>,
  }
  const what: TableColumn<Order> =
    type === 'sc'
      ? {
          key: 'citations',
          header: 'Citations',
          render: (row) =>
            row.citation_count === null
              ? 'Processing'
              : `${formatCount(row.citation_count)} × ${formatVnd(sampleCitationPricePerCitation)}`,
        }
      : {
          key: 'research',
          header: 'Research',
          render: (row) => `Up to ${formatCount(row.word_count ?? 0)} words, ${row.days} days`,
        }
  if (tab === 'processing')
    return [
      order,
      what,
      {
        key: 'due',
        header: 'Available by',
        render: (row) => (row.deadline ? formatDate(row.deadline) : 'Processing'),
      },
      { key: 'status', header: 'Status', render: (row) => <OrderStatusBadge status={row.status} /> },
      { key: 'price', header: 'Price', align: 'end', render: chargedText },
      {
        key: 'actions',
        header: 'Actions',
        render: (row) => <OrderActions order={row} onChanged={reload} compact />,
      },
    ]
  return [
    order,
    what,
    { key: 'outcome', header: 'Outcome', render: (row) => orderEnding(row)?.label ?? '' },
    {
      key: 'finished',
      header: 'Finish day',
      render: (row) =>
        formatDate(
          row.admin_done_at && row.status === 'admin_done' ? row.admin_done_at : row.status_changed_at,
        ),
    },
    {
      key: 'actions',
      header: 'Download and rate',
      render: (row) => <OrderActions order={row} onChanged={reload} compact />,
    },
    { key: 'price', header: 'Total price', align: 'end', render: chargedText },
  ]
}

function OrderList({ tab, type }: { tab: Tab; type: OrderType }) {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const orders = useApiResource(
    () => ordersApi.list({ statuses: tabs[tab].statuses, page, pageSize: PAGE_SIZE, type }),
    [tab, type, page],
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
        title={`${tabs[tab].empty}: ${orderTypeNames[type]}`}
        headingLevel={2}
        message="Orders you place appear here, with their quotes and deliveries."
        action={<Link to="/order/new">Place an order</Link>}
      />
    )
  const pageCount = Math.max(1, Math.ceil((list?.total ?? 0) / PAGE_SIZE))
  return (
    <div className={styles.list}>
      <Table
        caption={`${tabs[tab].label} ${orderTypeNames[type]} orders`}
        captionHidden
        columns={columnsOf(tab, type, orders.reload)}
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
          onChange={(next) =>
            setParams({ ...(type === 'ra' ? { type } : {}), ...(next === 1 ? {} : { page: String(next) }) })
          }
        />
      )}
    </div>
  )
}
