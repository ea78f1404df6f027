import { readApiError } from '@unikit/auth'
import { FormDialog, TextArea } from '@unikit/design-system'
import { type ReactNode, useState } from 'react'

/** The longest reason the services take. */
const REASON_MAX_LENGTH = 500

export type ReasonDialogProps = {
  title: string
  description?: ReactNode
  confirmLabel: string
  /** Default "Cancel"; "Back" where the action's own name starts with Cancel. */
  cancelLabel?: string
  danger?: boolean
  /** A required reason is asked for before anything is sent. */
  required: boolean
  /** Who reads the reason, e.g. "It goes in the audit log." */
  hint?: string
  /** What a missing required reason says. Default: it goes in the audit log. */
  requiredMessage?: string
  /** Makes the decision with the trimmed reason; a throw stays in the dialog. */
  onConfirm: (reason: string) => Promise<void>
  onClose: () => void
  /** The words for a failure; default the service's message. */
  readError?: (failure: unknown) => string
}

/**
 * A staff decision that carries a reason (reject, hide, delete, decline): required or optional, and the
 * confirmation of the decision itself. A refusal from the server stays in the dialog, the reason kept.
 */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  danger = false,
  required,
  hint,
  requiredMessage = 'Give a reason: it goes in the audit log',
  onConfirm,
  onClose,
  readError = (failure) => readApiError(failure).message,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const confirm = async () => {
    const clean = reason.trim()
    if (required && !clean) return setError(requiredMessage)
    setError(undefined)
    try {
      await onConfirm(clean)
    } catch (failure) {
      return setError(readError(failure))
    }
    onClose()
  }
  return (
    <FormDialog
      title={title}
      description={description}
      submitLabel={confirmLabel}
      {...(cancelLabel ? { cancelLabel } : {})}
      danger={danger}
      onSubmit={confirm}
      onClose={onClose}
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
    </FormDialog>
  )
}
