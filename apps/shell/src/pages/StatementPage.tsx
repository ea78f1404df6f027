import { api, useApiResource } from '@unikit/auth'
import type { Statement, StatementLine } from '@unikit/contracts/wallet'
import {
  EmptyState,
  ErrorPanel,
  formatDateTime,
  formatVnd,
  Pagination,
  Table,
  type TableColumn,
} from '@unikit/design-system'
import { Link, useSearchParams } from 'react-router'
import { accountLinks } from './accountLinks.ts'
import { SidebarPage } from './SidebarPage.tsx'
import styles from './StatementPage.module.css'

const PAGE_SIZE = 20

/** An amount as the statement signs it: `+200.000 ₫`, `−29.990 ₫`, or a dash for a line that moved nothing. */
export function signedVnd(amount: number): string {
  if (amount === 0) return '—'
  return `${amount > 0 ? '+' : '−'}${formatVnd(Math.abs(amount))}`
}

const columns: TableColumn<StatementLine>[] = [
  {
    key: 'at',
    header: 'Date',
    render: (line) => <time dateTime={line.at}>{formatDateTime(line.at)}</time>,
  },
  {
    key: 'what',
    header: 'What',
    render: (line) => (
      <span className={styles.what}>
        <span>{line.label}</span>
        {line.subject && <Link to={line.subject.link}>{line.subject.text}</Link>}
        {line.notedAmount !== null && (
          <span className={styles.noted}>{formatVnd(line.notedAmount)}, not counted</span>
        )}
      </span>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    render: (line) => (
      <span className={line.amount > 0 ? styles.credit : line.amount < 0 ? styles.debit : undefined}>
        {signedVnd(line.amount)}
      </span>
    ),
  },
  { key: 'balance', header: 'Balance after', align: 'end', render: (line) => formatVnd(line.balanceAfter) },
]

/**
 * `/account/statement` (docs/product/accounts.md#statement): every movement of the balance, newest first, twenty
 * to a page, each with what it belongs to, the amount signed and the balance after; the balance above is the
 * newest line's, read with it.
 */
export function StatementPage() {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const statement = useApiResource(
    () =>
      api.get('private/wallet/statement', { searchParams: { page, page_size: PAGE_SIZE } }).json<Statement>(),
    [page],
  )
  const data = statement.data
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE))
  return (
    <SidebarPage navLabel="Account" links={accountLinks}>
      <title>Statement · Unikit</title>
      <div className={styles.body}>
        <h1>Statement</h1>
        {statement.status === 'error' && !data ? (
          <ErrorPanel
            title="Your statement could not be loaded"
            message={statement.error.message}
            onRetry={statement.reload}
          />
        ) : data && data.total === 0 ? (
          <EmptyState
            title="No movements yet"
            headingLevel={2}
            message="Top-ups, payments and refunds appear here, each with the balance after it."
            action={<Link to="/order/topup">Top up your balance</Link>}
          />
        ) : (
          <>
            <p className={styles.balance}>
              Balance: <strong>{data ? formatVnd(data.balance) : '…'}</strong>
            </p>
            <Table
              caption="Every movement of your balance, newest first"
              captionHidden
              columns={columns}
              rows={data?.data ?? []}
              rowKey={(line) => line.id}
              loading={!data}
              empty="No movements on this page."
              responsive="stack"
            />
            <Pagination
              page={page}
              pageCount={pageCount}
              label="Pages of the statement"
              onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
            />
          </>
        )}
      </div>
    </SidebarPage>
  )
}
