import { type FormEvent, type ReactNode, useId } from 'react'
import { useSubmission } from '../../hooks/useSubmission.ts'
import { Button } from '../Button/Button.tsx'
import { Dialog, type DialogSize } from '../Dialog/Dialog.tsx'
import { FormAlert } from '../FormAlert/FormAlert.tsx'

export type FormDialogProps = {
  /** Default true: mount the dialog when it is wanted. */
  open?: boolean
  title: ReactNode
  description?: ReactNode
  size?: DialogSize
  /** The submit button's words, e.g. "Publish". */
  submitLabel: ReactNode
  /** Red submit button: the action takes something away. */
  danger?: boolean
  /** Default "Cancel" ("Back" where the action's own name starts with Cancel). */
  cancelLabel?: ReactNode
  /**
   * The form's work, run once at a time while the submit button spins and the dialog stays open. It catches its
   * own failure and shows it (`alert`, or under a field), so that nothing typed is lost.
   */
  onSubmit: () => Promise<void> | void
  onClose: () => void
  /** What failed, for the whole form: shown above the fields and announced. */
  alert?: ReactNode
  /** e.g. while what the form edits is still loading. */
  submitDisabled?: boolean
  children: ReactNode
}

/**
 * A dialog around one form: Cancel and the submit button in its footer, Enter in a field submits, and while the
 * work runs the dialog cannot be dismissed and a second submit is ignored.
 */
export function FormDialog({
  open = true,
  title,
  description,
  size,
  submitLabel,
  danger = false,
  cancelLabel = 'Cancel',
  onSubmit,
  onClose,
  alert,
  submitDisabled = false,
  children,
}: FormDialogProps) {
  const formId = useId()
  const { pending, run } = useSubmission()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(onSubmit)
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!pending}
      title={title}
      description={description}
      {...(size ? { size } : {})}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={danger ? 'danger' : 'primary'}
            loading={pending}
            disabled={submitDisabled}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="uk-form-dialog__form" onSubmit={submit} noValidate>
        <FormAlert tone="error">{alert}</FormAlert>
        {children}
      </form>
    </Dialog>
  )
}
