import {
  ARCHIVE_REPORT_NOTE_MAX_LENGTH,
  type ArchiveReportReason,
  archiveReportReasons,
} from '@unikit/contracts/drive'
import { Button, Dialog, TextArea, toast } from '@unikit/design-system'
import { useEffect, useState } from 'react'
import { archiveApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import styles from './ReportDialog.module.css'

/** Reports a file to staff with a reason and a note; one report per student and file. */
export function ReportDialog({
  file,
  onClose,
}: {
  file: { id: string; name: string } | undefined
  onClose: () => void
}) {
  const [reason, setReason] = useState<ArchiveReportReason>()
  const [note, setNote] = useState('')
  const [error, setError] = useState('')
  const [sending, setSending] = useState(false)
  useEffect(() => {
    if (!file) return
    setReason(undefined)
    setNote('')
    setError('')
  }, [file])
  const send = async () => {
    if (!file) return
    if (!reason) return setError('Choose why you are reporting it')
    setSending(true)
    setError('')
    try {
      await archiveApi.report({ id: file.id, reason, note: note.trim() })
      toast('Thank you: staff will review this file.', { type: 'success' })
      onClose()
    } catch (failure) {
      setError(driveErrorMessage(failure).message)
    } finally {
      setSending(false)
    }
  }
  return (
    <Dialog
      open={file !== undefined}
      onClose={onClose}
      title="Report this file"
      description={file ? `“${file.name}”. Staff read every report.` : undefined}
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
      <fieldset className={styles.reasons} aria-describedby={error ? 'archive-report-error' : undefined}>
        <legend>Why are you reporting it?</legend>
        {archiveReportReasons.map((option) => (
          <label key={option.value} className={styles.reason}>
            <input
              type="radio"
              name="archive-report-reason"
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
        maxLength={ARCHIVE_REPORT_NOTE_MAX_LENGTH}
        showCount
        onChange={(event) => setNote(event.target.value)}
      />
      {error && (
        <p id="archive-report-error" role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Dialog>
  )
}
