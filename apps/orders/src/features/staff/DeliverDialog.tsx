import type { OrderFile, StaffOrder } from '@unikit/contracts/orders'
import { FormDialog } from '@unikit/design-system'
import { useDeskChange } from '@unikit/staff-desk'
import { useState } from 'react'
import { ordersApi } from '../../api/ordersApi.ts'
import { FilePicker } from '../shared/FilePicker.tsx'

/** A paid order's delivery: the file uploaded first, then the order marked done; the student is e-mailed. */
export function DeliverDialog({
  order,
  onDone,
  onClose,
}: {
  order: StaffOrder
  onDone: () => void
  onClose: () => void
}) {
  const [output, setOutput] = useState<OrderFile | null>(null)
  const { failure, setFailure, change } = useDeskChange({ onDone, onClose })
  const deliver = () =>
    output
      ? change(
          () => ordersApi.setStatus({ id: order.id, status: 'admin_done', file_output: output.id }),
          `order #${order.id} delivered`,
        )
      : setFailure('Upload the delivered file first')
  return (
    <FormDialog
      title={`Deliver order #${order.id}`}
      description="The student is e-mailed that the work is ready to download."
      submitLabel="Deliver"
      cancelLabel="Back"
      onSubmit={deliver}
      onClose={onClose}
    >
      <FilePicker
        label="Delivered file"
        hint="PDF, Word, PowerPoint, Excel or zip, up to 40 MB."
        purpose="output"
        accept=".pdf,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.zip"
        error={failure}
        onChange={setOutput}
      />
    </FormDialog>
  )
}
