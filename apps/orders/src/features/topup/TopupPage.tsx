import { readApiError, useApiResource, useIsStaff } from '@unikit/auth'
import { TOPUP_MAX, TOPUP_MIN, TOPUP_STEP, type Topup, type TopupResult } from '@unikit/contracts/orders'
import {
  Badge,
  type BadgeTone,
  Button,
  cx,
  EmptyState,
  ErrorPanel,
  formatDateTime,
  formatVnd,
  PageHeading,
  Table,
  TextField,
  toast,
  useSubmission,
} from '@unikit/design-system'
import { useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { ordersApi } from '../../api/ordersApi.ts'
import { StaffElsewhere } from '../shared/StaffElsewhere.tsx'
import { readVndAmount } from '../shared/topupAmounts.ts'
import { QrCode } from './QrCode.tsx'
import styles from './TopupPage.module.css'

const presets = [100_000, 200_000, 500_000, 1_000_000]

const statusTone: Record<Topup['status'], BadgeTone> = {
  pending: 'info',
  confirmed: 'success',
  rejected: 'danger',
}
const statusText: Record<Topup['status'], string> = {
  pending: 'Waiting for the transfer',
  confirmed: 'Credited',
  rejected: 'Not credited',
}

/**
 * `/order/topup`: the student asks for a top-up and gets a VietQR code and a reference for the transfer memo;
 * staff credit the balance when the money arrives (docs/product/orders.md#top-up).
 */
export function TopupPage() {
  const [params] = useSearchParams()
  const [amount, setAmount] = useState(params.get('amount') ?? '200000')
  const [error, setError] = useState<string | null>(null)
  const { pending: busy, run } = useSubmission()
  const [request, setRequest] = useState<TopupResult | null>(null)
  const amountRef = useRef<HTMLInputElement>(null)
  const staff = useIsStaff()
  const history = useApiResource(() => ordersApi.topups(), [request?.data.id, staff])

  const ask = async () => {
    const value = readVndAmount(amount)
    if (!Number.isInteger(value) || value < TOPUP_MIN || value > TOPUP_MAX || value % TOPUP_STEP !== 0) {
      setError(`Enter an amount from ${formatVnd(TOPUP_MIN)} to ${formatVnd(TOPUP_MAX)}, in whole thousands`)
      return amountRef.current?.focus()
    }
    await run(async () => {
      try {
        setRequest(await ordersApi.topup(value))
      } catch (failure) {
        setError(readApiError(failure).message)
      }
    })
  }

  if (staff)
    return (
      <div className="uk-page">
        <PageHeading title="Top up your balance" />
        <StaffElsewhere />
      </div>
    )
  return (
    <div className="uk-page uk-page--narrow">
      <PageHeading
        title="Top up your balance"
        subtitle="Transfer from any Vietnamese bank app with the QR code."
      />
      {request ? (
        <TransferCard request={request} onAnother={() => setRequest(null)} />
      ) : (
        <form
          className={cx('uk-panel', styles.card)}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void ask()
          }}
        >
          <TextField
            ref={amountRef}
            label="Amount (₫)"
            inputMode="numeric"
            value={amount}
            error={error ?? undefined}
            hint={`From ${formatVnd(TOPUP_MIN)}, in whole thousands.`}
            onChange={(event) => {
              setAmount(event.currentTarget.value)
              setError(null)
            }}
          />
          <fieldset className={styles.presets}>
            <legend className="uk-visually-hidden">Common amounts</legend>
            {presets.map((preset) => (
              <Button
                key={preset}
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => setAmount(String(preset))}
              >
                {formatVnd(preset)}
              </Button>
            ))}
          </fieldset>
          <Button type="submit" loading={busy}>
            Get the transfer details
          </Button>
        </form>
      )}
      <section aria-labelledby="topup-history" className={styles.history}>
        <h2 id="topup-history">Your top-ups</h2>
        {history.status === 'error' && !history.data ? (
          <ErrorPanel
            title="Your top-ups could not be loaded"
            message={history.error.message}
            onRetry={history.reload}
          />
        ) : history.data?.length === 0 ? (
          <EmptyState title="No top-ups yet" headingLevel={3} />
        ) : (
          <Table
            caption="Your top-ups"
            captionHidden
            loading={!history.data}
            rows={history.data ?? []}
            rowKey={(topup) => String(topup.id)}
            responsive="stack"
            columns={[
              { key: 'reference', header: 'Reference', render: (topup) => <code>{topup.reference}</code> },
              { key: 'asked', header: 'Asked', render: (topup) => formatDateTime(topup.created_at) },
              {
                key: 'amount',
                header: 'Amount',
                align: 'end',
                render: (topup) => formatVnd(topup.confirmed_amount ?? topup.amount),
              },
              {
                key: 'status',
                header: 'Status',
                render: (topup) => (
                  <>
                    <Badge tone={statusTone[topup.status]}>{statusText[topup.status]}</Badge>
                    {topup.reason && <span className={styles.reason}> {topup.reason}</span>}
                  </>
                ),
              },
            ]}
          />
        )}
      </section>
    </div>
  )
}

function TransferCard({ request, onAnother }: { request: TopupResult; onAnother: () => void }) {
  const { data, qr, bank } = request
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text)
      toast(`${what} copied`, { type: 'success' })
    } catch {
      toast(`Copy failed: select the ${what.toLowerCase()} and copy it yourself`, { type: 'error' })
    }
  }
  return (
    <section className={cx('uk-panel', styles.card, styles.transfer)} aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">Transfer {formatVnd(data.amount)}</h2>
      <QrCode
        value={qr}
        label={`VietQR code: ${formatVnd(data.amount)} to ${bank.name}, memo ${data.reference}`}
      />
      <dl className={styles.details}>
        <div>
          <dt>Bank</dt>
          <dd>{bank.bank}</dd>
        </div>
        <div>
          <dt>Account number</dt>
          <dd>
            <code>{bank.number}</code>{' '}
            <Button variant="ghost" size="sm" onClick={() => copy(bank.number, 'Account number')}>
              Copy
            </Button>
          </dd>
        </div>
        <div>
          <dt>Account name</dt>
          <dd>{bank.name}</dd>
        </div>
        <div>
          <dt>Memo (reference)</dt>
          <dd>
            <code className={styles.reference}>{data.reference}</code>{' '}
            <Button variant="ghost" size="sm" onClick={() => copy(data.reference, 'Reference')}>
              Copy
            </Button>
          </dd>
        </div>
      </dl>
      <p role="status">
        Keep the reference in the memo: it is how we match your transfer. Your balance is credited once the
        money arrives, usually within a working day, and we e-mail you.
      </p>
      <Button variant="secondary" onClick={onAnother}>
        Top up another amount
      </Button>
    </section>
  )
}
