import { type StaffOrder, sampleCitationPricePerCitation } from '@unikit/contracts/orders'
import { FormDialog, formatVnd, TextField } from '@unikit/design-system'
import { useDeskChange } from '@unikit/staff-desk'
import { useState } from 'react'
import { ordersApi } from '../../api/ordersApi.ts'

/** A Sample Citation's quote: the count of citations, its price shown as it is typed; the student is e-mailed it. */
export function QuoteDialog({
  order,
  onDone,
  onClose,
}: {
  order: StaffOrder
  onDone: () => void
  onClose: () => void
}) {
  const [count, setCount] = useState('')
  const { failure, setFailure, change } = useDeskChange({ onDone, onClose })
  const citations = Number(count)
  const valid = Number.isInteger(citations) && citations >= 1 && citations <= 10_000
  const send = () =>
    valid
      ? change(
          () => ordersApi.setStatus({ id: order.id, status: 'admin_accepted', citation_count: citations }),
          `Quote sent for order #${order.id}`,
        )
      : setFailure('Enter the number of citations, from 1')
  return (
    <FormDialog
      title={`Quote order #${order.id}`}
      description={`${formatVnd(sampleCitationPricePerCitation)} per citation. The student is e-mailed the quote.`}
      submitLabel="Send quote"
      cancelLabel="Back"
      onSubmit={send}
      onClose={onClose}
    >
      <TextField
        label="Citations"
        inputMode="numeric"
        value={count}
        error={failure}
        hint={
          valid
            ? `Price: ${formatVnd(citations * sampleCitationPricePerCitation)}`
            : 'How many sources the essay cites'
        }
        onChange={(event) => {
          setCount(event.currentTarget.value.trim())
          setFailure(undefined)
        }}
      />
    </FormDialog>
  )
}
