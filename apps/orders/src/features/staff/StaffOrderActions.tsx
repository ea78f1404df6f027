import {
  type OrderFile,
  type SetStatusBody,
  type StaffOrder,
  sampleCitationPricePerCitation,
} from '@unikit/contracts/orders'
import { Button, Dialog, formatVnd, TextField } from '@unikit/design-system'
import { useState } from 'react'
import { ordersApi } from '../../api/ordersApi.ts'
import { FilePicker } from '../shared/FilePicker.tsx'
import { DeskDialogFooter, ReasonField } from './DeskDialogParts.tsx'
import styles from './StaffDesk.module.css'
import { useDeskStep } from './useDeskStep.ts'

type Step = 'quote' | 'deliver' | 'decline'

/**
 * Staff's changes of one order, each in a dialog that says what the student will see: a quote (its price shown
 * as the count is typed), a delivery (the file uploaded first), a decline or a cancellation with its reason.
 */
export function StaffOrderActions({
  order,
  queue,
  onChanged,
}: {
  order: StaffOrder
  queue: 'quote' | 'deliver'
  onChanged: () => void
}) {
  const { step, open: setStep, close, error, setError, busy, run } = useDeskStep<Step>(onChanged)
  const [count, setCount] = useState('')
  const [reason, setReason] = useState('')
  const [output, setOutput] = useState<OrderFile | null>(null)
  const send = (body: SetStatusBody, done: string) => run(() => ordersApi.setStatus(body), done)
  const citations = Number(count)
  const validCount = Number.isInteger(citations) && citations >= 1 && citations <= 10_000
  const cancelling = queue === 'deliver'
  const label = `order #${order.id}`

  const footer = (action: () => void, text: string, danger = false) => (
    <DeskDialogFooter onBack={close} onAction={action} label={text} busy={busy} danger={danger} />
  )

  return (
    <div className={styles.actions}>
      {queue === 'quote' ? (
        <Button size="sm" onClick={() => setStep('quote')} aria-label={`Quote ${label}`}>
          Quote
        </Button>
      ) : (
        <Button size="sm" onClick={() => setStep('deliver')} aria-label={`Deliver ${label}`}>
          Deliver
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setStep('decline')}
        aria-label={`${cancelling ? 'Cancel and refund' : 'Decline'} ${label}`}
      >
        {cancelling ? 'Cancel and refund' : 'Decline'}
      </Button>

      <Dialog
        open={step === 'quote'}
        onClose={close}
        title={`Quote ${label}`}
        description={`${formatVnd(sampleCitationPricePerCitation)} per citation. The student is e-mailed the quote.`}
        footer={footer(
          () =>
            validCount
              ? send(
                  { id: order.id, status: 'admin_accepted', citation_count: citations },
                  `Quote sent for ${label}`,
                )
              : setError('Enter the number of citations, from 1'),
          'Send quote',
        )}
      >
        <div className={styles.dialogBody}>
          <TextField
            label="Citations"
            inputMode="numeric"
            value={count}
            error={error ?? undefined}
            hint={
              validCount
                ? `Price: ${formatVnd(citations * sampleCitationPricePerCitation)}`
                : 'How many sources the essay cites'
            }
            onChange={(event) => {
              setCount(event.currentTarget.value.trim())
              setError(null)
            }}
          />
        </div>
      </Dialog>

      <Dialog
        open={step === 'deliver'}
        onClose={close}
        title={`Deliver ${label}`}
        description="The student is e-mailed that the work is ready to download."
        footer={footer(
          () =>
            output
              ? send({ id: order.id, status: 'admin_done', file_output: output.id }, `${label} delivered`)
              : setError('Upload the delivered file first'),
          'Deliver',
        )}
      >
        <FilePicker
          label="Delivered file"
          hint="PDF, Word, PowerPoint, Excel or zip, up to 40 MB."
          purpose="output"
          accept=".pdf,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.zip"
          error={error ?? undefined}
          onChange={setOutput}
        />
      </Dialog>

      <Dialog
        open={step === 'decline'}
        onClose={close}
        title={cancelling ? `Cancel and refund ${label}?` : `Decline ${label}?`}
        description={
          cancelling && order.price !== null
            ? `${formatVnd(order.price)} goes back to the student's balance. The reason is e-mailed to them.`
            : 'The reason is e-mailed to the student.'
        }
        footer={footer(
          () =>
            reason.trim()
              ? send(
                  { id: order.id, status: 'admin_declined', reason: reason.trim() },
                  cancelling ? `${label} cancelled and refunded` : `${label} declined`,
                )
              : setError('Say why, for the student'),
          cancelling ? 'Cancel and refund' : 'Decline',
          true,
        )}
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
