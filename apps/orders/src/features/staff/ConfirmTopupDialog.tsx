import type { StaffTopup } from '@unikit/contracts/orders'
import { FormDialog, formatVnd, TextField } from '@unikit/design-system'
import { useDeskChange } from '@unikit/staff-desk'
import { useState } from 'react'
import { staffApi } from '../../api/ordersApi.ts'
import { readVndAmount } from '../shared/topupAmounts.ts'

/** Credits what the bank statement shows arrived with a top-up's reference: once, whatever is pressed twice. */
export function ConfirmTopupDialog({
  topup,
  onDone,
  onClose,
}: {
  topup: StaffTopup
  onDone: () => void
  onClose: () => void
}) {
  const [amount, setAmount] = useState(String(topup.amount))
  const { failure, setFailure, change } = useDeskChange({ onDone, onClose })
  const received = readVndAmount(amount)
  const valid = Number.isInteger(received) && received > 0
  const credit = () =>
    valid
      ? change(() => staffApi.confirmTopup(topup.id, received), `${formatVnd(received)} credited`)
      : setFailure('Enter the amount that arrived')
  return (
    <FormDialog
      title={`Confirm ${topup.reference}`}
      description="Credit what the bank statement shows arrived with this reference. It is credited once."
      submitLabel={`Credit ${valid ? formatVnd(received) : ''}`.trim()}
      cancelLabel="Back"
      onSubmit={credit}
      onClose={onClose}
    >
      <TextField
        label="Amount received (₫)"
        inputMode="numeric"
        value={amount}
        error={failure}
        onChange={(event) => {
          setAmount(event.currentTarget.value)
          setFailure(undefined)
        }}
      />
    </FormDialog>
  )
}
