import type { StaffItem } from '@unikit/contracts/drive'
import { type Decision, DecisionButtons, DeskQueue, QueueList } from '@unikit/staff-desk'
import { deskApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import { PublishDialog } from './PublishDialog.tsx'
import { StaffItemRow } from './StaffItemRow.tsx'

/** Publish into a folder under a name, or reject with a reason the student reads in My uploads. */
const decisions: Decision<StaffItem>[] = [
  {
    label: 'Publish',
    variant: 'primary',
    ariaLabel: (item) => `Publish ${item.name}`,
    dialog: (item, ends) => <PublishDialog item={item} {...ends} />,
  },
  {
    label: 'Reject',
    variant: 'danger',
    ariaLabel: (item) => `Reject ${item.name}`,
    reason: {
      title: (item) => `Reject “${item.name}”`,
      description: 'The student sees the reason in My uploads.',
      danger: true,
      required: true,
      hint: 'Say what is wrong, so the student can fix it.',
    },
    run: (item, reason) => deskApi.reject({ id: item.id, reason }),
    done: (item) => `“${item.name}” rejected`,
    readError: (failure) => driveErrorMessage(failure).message,
  },
]

/** "Uploads to review": what students sent, oldest first. */
export function UploadQueue() {
  return (
    <DeskQueue
      load={(page) => deskApi.queue('pending', page)}
      what="the uploads to review"
      empty={{ title: 'No uploads to review', message: 'New uploads from students show here.' }}
    >
      {(items, reload) => (
        <QueueList label="Uploads to review">
          {items.map((item) => (
            <StaffItemRow
              key={item.id}
              item={item}
              actions={<DecisionButtons item={item} decisions={decisions} onDone={reload} />}
            />
          ))}
        </QueueList>
      )}
    </DeskQueue>
  )
}
