import { readApiError } from '@unikit/auth'
import { MAX_REVISIONS, type Order, revisionClosesAt } from '@unikit/contracts/orders'
import { Button, Dialog, formatDateTime, TextArea, toast } from '@unikit/design-system'
import { useState } from 'react'
import { ordersApi } from '../../api/ordersApi.ts'

const REASON_MAX = 500

/**
 * Asks for a revision of a delivered order (docs/product/orders.md#revisions): what should change, required; the
 * dialog says until when and how many are left. A refusal from the server is shown in the dialog, what was typed kept.
 */
export function RevisionDialog({
  open,
  order,
  onClose,
  onAsked,
}: {
  open: boolean
  order: Order
  onClose: () => void
  onAsked: () => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const closes = revisionClosesAt(order)
  const left = MAX_REVISIONS - order.revisions
  const send = async () => {
    if (!reason.trim()) return setError('Say what should change')
    setBusy(true)
    setError(null)
    try {
      await ordersApi.setStatus({ id: order.id, status: 'revision_requested', reason: reason.trim() })
      toast('Revision asked for: our staff will deliver it again', { type: 'success' })
      setReason('')
      onAsked()
    } catch (failure) {
      setError(readApiError(failure).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Ask for a revision of order #${order.id}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} onClick={send}>
            Ask for the revision
          </Button>
        </>
      }
    >
      <p>
        {left === MAX_REVISIONS ? `Up to ${MAX_REVISIONS} revisions` : `${left} revision left`}
        {closes ? `, until ${formatDateTime(closes)}` : ''}. The file you have stays on the order.
      </p>
      <TextArea
        label="What should change?"
        required
        maxLength={REASON_MAX}
        showCount
        rows={4}
        value={reason}
        error={error ?? undefined}
        onChange={(event) => {
          setReason(event.currentTarget.value)
          setError(null)
        }}
      />
    </Dialog>
  )
}
