import { type ReactNode, useRef } from 'react'
import { Button } from '../Button/Button.tsx'
import { Dialog } from '../Dialog/Dialog.tsx'

export type ConfirmDialogProps = {
  open: boolean
  title: ReactNode
  message: ReactNode
  /** Default "Confirm". */
  confirmLabel?: ReactNode
  /** Default "Cancel". */
  cancelLabel?: ReactNode
  onConfirm: () => void
  /** Cancel button, Escape, backdrop and the close button. */
  onCancel: () => void
  /** While the confirmed action runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean
  /** Style the confirm button as destructive (removing, deleting). */
  danger?: boolean
}

/**
 * Asks the user to confirm an action (in place of `window.confirm`). Focus starts on Cancel, so a stray
 * Enter never confirms a destructive action.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  busy = false,
  danger = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      role="alertdialog"
      size="sm"
      dismissible={!busy}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  )
}
