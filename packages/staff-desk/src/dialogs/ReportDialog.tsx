import { readApiError } from '@unikit/auth'
import { FormDialog, TextArea, toast } from '@unikit/design-system'
import { type ReactNode, useEffect, useId, useState } from 'react'
import styles from './ReportDialog.module.css'

export type ReportDialogProps<Reason extends string> = {
  open: boolean
  title: string
  description?: ReactNode
  /** The reasons a student can give, in order. */
  reasons: readonly { value: Reason; label: string }[]
  /** The service's limit on the note. Default 500. */
  noteMaxLength?: number
  /** Sends the report; a throw stays in the dialog, with the reason and note kept. */
  onSend: (reason: Reason, note: string) => Promise<unknown>
  /** The thanks, as a toast, once it is sent. */
  sentMessage: string
  onClose: () => void
  /** The words for a failure; default the service's message. */
  readError?: (failure: unknown) => string
}

/**
 * A student reports something to staff: why (one of the service's reasons) and, if they wish, a note. What it feeds
 * is a desk's "Reported" queue. Each opening starts blank.
 */
export function ReportDialog<Reason extends string>({
  open,
  title,
  description,
  reasons,
  noteMaxLength = 500,
  onSend,
  sentMessage,
  onClose,
  readError = (failure) => readApiError(failure).message,
}: ReportDialogProps<Reason>) {
  const [reason, setReason] = useState<Reason>()
  const [note, setNote] = useState('')
  const [error, setError] = useState('')
  const group = useId()
  useEffect(() => {
    if (!open) return
    setReason(undefined)
    setNote('')
    setError('')
  }, [open])
  const send = async () => {
    if (!reason) return setError('Choose why you are reporting it')
    setError('')
    try {
      await onSend(reason, note.trim())
    } catch (failure) {
      return setError(readError(failure))
    }
    toast(sentMessage, { type: 'success' })
    onClose()
  }
  return (
    <FormDialog
      open={open}
      title={title}
      description={description}
      submitLabel="Send report"
      alert={error}
      onSubmit={send}
      onClose={onClose}
    >
      <fieldset className={styles.reasons}>
        <legend>Why are you reporting it?</legend>
        {reasons.map((option) => (
          <label key={option.value} className={styles.reason}>
            <input
              type="radio"
              name={group}
              value={option.value}
              checked={reason === option.value}
              onChange={() => setReason(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <TextArea
        label="Anything staff should know (optional)"
        value={note}
        maxLength={noteMaxLength}
        showCount
        onChange={(event) => setNote(event.target.value)}
      />
    </FormDialog>
  )
}
