import { Button, Dialog, TextArea } from '@unikit/design-system'
import { type ReactNode, useState } from 'react'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'

/** The longest reason the service takes. */
const REASON_MAX_LENGTH = 500

/**
 * A staff decision that carries a reason for the audit log (reject, hide, delete, restore, dismiss): required or
 * optional, and the confirmation of the action itself. A refusal from the server stays in the dialog.
 */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  danger = false,
  required,
  hint,
  onConfirm,
  onClose,
}: {
  title: string
  description?: ReactNode
  confirmLabel: string
  danger?: boolean
  required: boolean
  hint: string
  /** Does the action; a throw is shown in the dialog. */
  onConfirm: (reason: string) => Promise<void>
  onClose: () => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    const clean = reason.trim()
    if (required && !clean) return setError('Give a reason: it goes in the audit log')
    setBusy(true)
    setError(undefined)
    try {
      await onConfirm(clean)
      onClose()
    } catch (failure) {
      setError(driveErrorMessage(failure).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!busy}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <TextArea
        label={required ? 'Reason' : 'Reason (optional)'}
        hint={hint}
        required={required}
        rows={3}
        value={reason}
        maxLength={REASON_MAX_LENGTH}
        showCount
        onChange={(event) => setReason(event.target.value)}
        error={error}
      />
    </Dialog>
  )
}
