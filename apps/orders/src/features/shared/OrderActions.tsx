import { readApiError, refreshProfile, useIsStaff, useSession } from '@unikit/auth'
import { type Order, revisionClosesAt, revisionRefusal } from '@unikit/contracts/orders'
import {
  Button,
  ConfirmDialog,
  Dialog,
  formatDate,
  formatVnd,
  toast,
  useSubmission,
} from '@unikit/design-system'
import { useState } from 'react'
import { Link } from 'react-router'
import { ordersApi } from '../../api/ordersApi.ts'
import { FileDownloadButton } from './FileDownloadButton.tsx'
import styles from './OrderActions.module.css'
import { RateDialog } from './RateDialog.tsx'
import { RevisionDialog } from './RevisionDialog.tsx'
import { topupFor } from './topupAmounts.ts'

type Asking = 'accept' | 'decline' | 'rate' | 'revise' | null

/**
 * What the student can do with an order now (docs/product/orders.md#who-may-change-an-order): accept and pay a
 * quote, decline it (nothing is charged), download what was delivered, rate it once, ask for a revision. Staff see
 * none of it (docs/decisions/0748-staff-see-staff-things.md): they act on the desk.
 */
export function OrderActions({
  order,
  onChanged,
  compact = false,
}: {
  order: Order
  onChanged: () => void
  compact?: boolean
}) {
  const balance = useSession((state) => state.account?.balance ?? 0)
  const staff = useIsStaff()
  const [asking, setAsking] = useState<Asking>(null)
  const { pending: busy, run } = useSubmission()
  const label = `order #${order.id}`

  const decide = (status: 'customer_accepted' | 'customer_declined') =>
    run(async () => {
      try {
        await ordersApi.setStatus({ id: order.id, status })
        toast(
          status === 'customer_accepted' ? 'Quote accepted and paid' : 'Quote declined: nothing was charged',
          { type: 'success' },
        )
        setAsking(null)
        onChanged()
      } catch (error) {
        toast(readApiError(error).message, { type: 'error', duration: 8000 })
      } finally {
        if (status === 'customer_accepted') void refreshProfile().catch(() => {})
      }
    })

  if (staff) return null
  if (order.status === 'admin_accepted' && order.price !== null) {
    const shortfall = order.price - balance
    return (
      <div className={styles.actions}>
        <Button
          size="sm"
          onClick={() => setAsking('accept')}
          aria-label={`Accept and pay ${formatVnd(order.price)} for ${label}`}
        >
          Accept and pay {formatVnd(order.price)}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setAsking('decline')}
          aria-label={`Decline ${label}`}
        >
          Decline
        </Button>
        {shortfall > 0 ? (
          <Dialog
            open={asking === 'accept'}
            onClose={() => setAsking(null)}
            title="Top up first"
            footer={
              <Link
                to={`/order/topup?amount=${topupFor(shortfall)}`}
                className="uk-button uk-button--primary uk-button--md"
              >
                <span className="uk-button__label">Top up {formatVnd(topupFor(shortfall))}</span>
              </Link>
            }
          >
            <p>
              The quote is {formatVnd(order.price)} and your balance is {formatVnd(balance)}: it is{' '}
              {formatVnd(shortfall)} short.
            </p>
          </Dialog>
        ) : (
          <ConfirmDialog
            open={asking === 'accept'}
            title={`Accept the quote for ${label}?`}
            message={`${formatVnd(order.price)} will be paid from your balance (${formatVnd(balance)}). We deliver within 3 days.`}
            confirmLabel="Accept and pay"
            busy={busy}
            onConfirm={() => decide('customer_accepted')}
            onCancel={() => setAsking(null)}
          />
        )}
        <ConfirmDialog
          open={asking === 'decline'}
          title={`Decline the quote for ${label}?`}
          message="Nothing is charged and the order moves to your history."
          confirmLabel="Decline quote"
          danger
          busy={busy}
          onConfirm={() => decide('customer_declined')}
          onCancel={() => setAsking(null)}
        />
      </div>
    )
  }
  if (order.status === 'admin_done') {
    const refusal = revisionRefusal(order)
    return (
      <div className={styles.actions}>
        {order.file_output && (
          <FileDownloadButton file={order.file_output} aria-label={`Download the delivery of ${label}`}>
            Download
          </FileDownloadButton>
        )}
        {order.feedback ? (
          <span className={styles.rated}>Rated {order.feedback.score} of 5</span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setAsking('rate')}
            aria-label={`Rate ${label}`}
          >
            Rate
          </Button>
        )}
        {refusal === null ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setAsking('revise')}
            aria-label={`Ask for a revision of ${label}`}
          >
            Ask for a revision
          </Button>
        ) : (
          !compact && <span className={styles.waiting}>{revisionClosedText(order, refusal)}</span>
        )}
        <RateDialog
          open={asking === 'rate'}
          orderId={order.id}
          onClose={() => setAsking(null)}
          onRated={() => {
            setAsking(null)
            onChanged()
          }}
        />
        <RevisionDialog
          open={asking === 'revise'}
          order={order}
          onClose={() => setAsking(null)}
          onAsked={() => {
            setAsking(null)
            onChanged()
          }}
        />
      </div>
    )
  }
  if (compact) return <span className={styles.waiting}>{waitingText(order)}</span>
  return null
}

function waitingText(order: Order): string {
  if (order.status === 'new') return 'Waiting for our quote'
  if (order.status === 'payment_pending') return 'Payment under way'
  if (order.status === 'customer_accepted') return 'Being prepared'
  if (order.status === 'revision_requested') return 'Revision being prepared'
  return ''
}

/** Why no revision can be asked for any more, in the student's words. */
function revisionClosedText(order: Order, refusal: ReturnType<typeof revisionRefusal>): string {
  if (refusal === 'REVISION_LIMIT_REACHED') return 'Both revisions used: write to us below'
  const closed = revisionClosesAt(order)
  return closed ? `Revisions closed on ${formatDate(closed)}` : ''
}
