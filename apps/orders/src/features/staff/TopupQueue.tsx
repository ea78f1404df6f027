import type { StaffTopup } from '@unikit/contracts/orders'
import { formatDateTime, formatVnd } from '@unikit/design-system'
import { type Decision, DeskQueue, QueueTable } from '@unikit/staff-desk'
import { staffApi } from '../../api/ordersApi.ts'
import { ConfirmTopupDialog } from './ConfirmTopupDialog.tsx'

/** Credit what the bank shows arrived, or reject with a reason (nothing is credited). */
const decisions: Decision<StaffTopup>[] = [
  {
    label: 'Confirm',
    variant: 'primary',
    ariaLabel: (topup) => `Confirm top-up ${topup.reference}`,
    dialog: (topup, ends) => <ConfirmTopupDialog topup={topup} {...ends} />,
  },
  {
    label: 'Reject',
    ariaLabel: (topup) => `Reject top-up ${topup.reference}`,
    reason: {
      title: (topup) => `Reject ${topup.reference}?`,
      description: 'Nothing is credited; the student is e-mailed the reason.',
      cancelLabel: 'Back',
      danger: true,
      required: true,
      requiredMessage: 'Say why, for the student',
    },
    run: (topup, reason) => staffApi.rejectTopup(topup.id, reason),
    done: (topup) => `${topup.reference} rejected`,
  },
]

/** Top-ups waiting for the money to arrive, by their transfer reference. */
export function TopupQueue() {
  return (
    <DeskQueue
      load={() => staffApi.topups('pending')}
      what="the top-ups"
      empty={{ title: 'No top-up is waiting' }}
    >
      {(topups, reload) => (
        <QueueTable
          caption="Top-ups waiting for the transfer"
          rows={topups}
          rowKey={(topup) => String(topup.id)}
          decisions={() => decisions}
          onDone={reload}
          columns={[
            { key: 'reference', header: 'Reference', render: (topup) => <code>{topup.reference}</code> },
            { key: 'student', header: 'Student', render: (topup) => topup.student?.email ?? topup.user_id },
            { key: 'amount', header: 'Asked', align: 'end', render: (topup) => formatVnd(topup.amount) },
            { key: 'at', header: 'Asked at', render: (topup) => formatDateTime(topup.created_at) },
          ]}
        />
      )}
    </DeskQueue>
  )
}
