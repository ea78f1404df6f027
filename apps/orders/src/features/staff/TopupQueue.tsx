import { useApiResource } from '@unikit/auth'
import type { StaffTopup } from '@unikit/contracts/orders'
import {
  Button,
  Dialog,
  EmptyState,
  ErrorPanel,
  formatDateTime,
  formatVnd,
  Table,
  TextField,
} from '@unikit/design-system'
import { useState } from 'react'
import { staffApi } from '../../api/ordersApi.ts'
import { readVndAmount } from '../shared/topupAmounts.ts'
import { DeskDialogFooter, ReasonField } from './DeskDialogParts.tsx'
import styles from './StaffDesk.module.css'
import { useDeskStep } from './useDeskStep.ts'

/** Top-ups waiting for the money to arrive: staff credit what the bank shows, or reject with a reason. */
export function TopupQueue() {
  const topups = useApiResource(() => staffApi.topups('pending'), [])
  if (topups.status === 'error' && !topups.data)
    return (
      <ErrorPanel
        title="Top-ups could not be loaded"
        message={topups.error.message}
        onRetry={topups.reload}
      />
    )
  if (topups.data?.length === 0) return <EmptyState title="No top-up is waiting" headingLevel={2} />
  return (
    <div className={styles.panel}>
      <Table
        caption="Top-ups waiting for the transfer"
        captionHidden
        loading={!topups.data}
        rows={topups.data ?? []}
        rowKey={(topup) => String(topup.id)}
        responsive="stack"
        columns={[
          { key: 'reference', header: 'Reference', render: (topup) => <code>{topup.reference}</code> },
          { key: 'student', header: 'Student', render: (topup) => topup.student?.email ?? topup.user_id },
          { key: 'amount', header: 'Asked', align: 'end', render: (topup) => formatVnd(topup.amount) },
          { key: 'at', header: 'Asked at', render: (topup) => formatDateTime(topup.created_at) },
          {
            key: 'actions',
            header: 'Actions',
            render: (topup) => <TopupDecision topup={topup} onDecided={topups.reload} />,
          },
        ]}
      />
    </div>
  )
}

function TopupDecision({ topup, onDecided }: { topup: StaffTopup; onDecided: () => void }) {
  const {
    step,
    open: setStep,
    close,
    error,
    setError,
    busy,
    run,
  } = useDeskStep<'confirm' | 'reject'>(onDecided)
  const [amount, setAmount] = useState(String(topup.amount))
  const [reason, setReason] = useState('')
  const received = readVndAmount(amount)
  return (
    <div className={styles.actions}>
      <Button size="sm" onClick={() => setStep('confirm')} aria-label={`Confirm top-up ${topup.reference}`}>
        Confirm
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setStep('reject')}
        aria-label={`Reject top-up ${topup.reference}`}
      >
        Reject
      </Button>
      <Dialog
        open={step === 'confirm'}
        onClose={close}
        title={`Confirm ${topup.reference}`}
        description="Credit what the bank statement shows arrived with this reference. It is credited once."
        footer={
          <DeskDialogFooter
            onBack={close}
            busy={busy}
            label={`Credit ${Number.isInteger(received) && received > 0 ? formatVnd(received) : ''}`.trim()}
            onAction={() =>
              Number.isInteger(received) && received > 0
                ? run(() => staffApi.confirmTopup(topup.id, received), `${formatVnd(received)} credited`)
                : setError('Enter the amount that arrived')
            }
          />
        }
      >
        <TextField
          label="Amount received (₫)"
          inputMode="numeric"
          value={amount}
          error={error ?? undefined}
          onChange={(event) => {
            setAmount(event.currentTarget.value)
            setError(null)
          }}
        />
      </Dialog>
      <Dialog
        open={step === 'reject'}
        onClose={close}
        title={`Reject ${topup.reference}?`}
        description="Nothing is credited; the student is e-mailed the reason."
        footer={
          <DeskDialogFooter
            onBack={close}
            busy={busy}
            danger
            label="Reject"
            onAction={() =>
              reason.trim()
                ? run(() => staffApi.rejectTopup(topup.id, reason.trim()), `${topup.reference} rejected`)
                : setError('Say why, for the student')
            }
          />
        }
      >
        <ReasonField
          value={reason}
          error={error}
          onChange={(value) => {
            setReason(value)
            setError(null)
          }}
        />
      </Dialog>
    </div>
  )
}
