import type { StaffItem } from '@unikit/contracts/drive'
import type { Decision } from '@unikit/staff-desk'
import { deskApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import { PublishDialog } from './PublishDialog.tsx'
import { StaffItemQueue } from './StaffItemQueue.tsx'

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
    <StaffItemQueue
      queue="pending"
      what="the uploads to review"
      label="Uploads to review"
      empty={{ title: 'No uploads to review', message: 'New uploads from students show here.' }}
      decisions={decisions}
    />
  )
}
