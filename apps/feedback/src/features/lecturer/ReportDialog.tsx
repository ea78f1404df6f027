import { readApiError } from '@unikit/auth'
import { type Rating, type ReportReason, reportReasons } from '@unikit/contracts/teachers'
import { Button, Dialog, TextArea, toast } from '@unikit/design-system'
import { useEffect, useState } from 'react'
import { feedbackApi } from '../../api/feedbackApi.ts'
import styles from './ReportDialog.module.css'

/** Reports an insight to staff with a reason; the third report takes it off the list until they decide. */
export function ReportDialog({ rating, onClose }: { rating: Rating | undefined; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason>()
  const [note, setNote] = useState('')
  const [error, setError] = useState('')
  const [sending, setSending] = useState(false)
  useEffect(() => {
    if (!rating) return
    setReason(undefined)
    setNote('')
    setError('')
  }, [rating])
  const send = async () => {
    if (!rating) return
    if (!reason) return setError('Choose why you are reporting it')
    setSending(true)
    try {
      await feedbackApi.report({ id: rating.id, reason, note: note.trim() })
      toast('Thanks, we will review this insight.', { type: 'success' })
      onClose()
    } catch (failure) {
      const read = readApiError(failure)
      setError(read.code === 'ALREADY_REPORTED' ? 'You have already reported this insight.' : read.message)
    } finally {
      setSending(false)
    }
  }
  return (
    <Dialog
      open={rating !== undefined}
      onClose={onClose}
      title="Report this insight"
      description="Staff read every report. Three reports take an insight off the list until they decide."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={send} loading={sending}>
            Send report
          </Button>
        </>
      }
    >
      <fieldset className={styles.reasons}>
        <legend>Why are you reporting it?</legend>
        {reportReasons.map((option) => (
          <label key={option.value} className={styles.reason}>
            <input
              type="radio"
              name="report-reason"
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
        maxLength={500}
        showCount
        onChange={(event) => setNote(event.target.value)}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Dialog>
  )
}
