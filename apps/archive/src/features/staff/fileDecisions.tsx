import type { ModerateBody, StaffItem } from '@unikit/contracts/drive'
import type { Decision } from '@unikit/staff-desk'
import { deskApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import { EditDialog } from './EditDialog.tsx'
import { PublishDialog } from './PublishDialog.tsx'

type FileDecision = Decision<StaffItem>
const readError = (failure: unknown) => driveErrorMessage(failure).message

/** Publish into a folder under a name, year and semester; the uploader is mailed and rewarded. */
export const publish: FileDecision = {
  label: 'Publish',
  variant: 'primary',
  ariaLabel: (item) => `Publish ${item.name}`,
  dialog: (item, ends) => <PublishDialog item={item} {...ends} />,
}

/** Reject with a reason the student reads in My uploads; the bytes are deleted. */
export const reject: FileDecision = {
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
  readError,
}

/** Correct the title, course or major, year and semester. `onEdited` replaces the queue's refresh (the preview reloads). */
export function edit(onEdited?: () => void): FileDecision {
  return {
    label: 'Edit',
    variant: 'ghost',
    ariaLabel: (item) => `Edit ${item.name}`,
    dialog: (item, ends) => (
      <EditDialog item={item} onClose={ends.onClose} onDone={onEdited ?? ends.onDone} />
    ),
  }
}

/** A decision on a reported or taken-down file: every one closes its reports and goes in the audit log. */
function moderation(
  action: ModerateBody['action'],
  words: { label: string; title: string; done: string; hint: string },
  reason: { required: boolean; danger?: boolean },
): FileDecision {
  return {
    label: words.label,
    variant: reason.danger ? 'danger' : 'secondary',
    ariaLabel: (item) => `${words.label}: ${item.name}`,
    reason: { title: (item) => `${words.title} “${item.name}”`, hint: words.hint, ...reason },
    run: (item, why) => deskApi.moderate({ id: item.id, action, reason: why }),
    done: (item) => `“${item.name}” ${words.done}`,
    readError,
  }
}

export const hide = moderation(
  'hide',
  {
    label: 'Hide',
    title: 'Take down',
    done: 'taken down',
    hint: 'It goes in the audit log and the reporters are told.',
  },
  { required: true },
)
export const dismiss = moderation(
  'dismiss',
  {
    label: 'Dismiss reports',
    title: 'Dismiss the reports on',
    done: 'kept; its reports are closed',
    hint: 'It goes in the audit log.',
  },
  { required: false },
)
export const remove = moderation(
  'delete',
  {
    label: 'Delete',
    title: 'Delete for good',
    done: 'deleted',
    hint: 'It goes in the audit log. A deleted file cannot be restored.',
  },
  { required: true, danger: true },
)
export const restore = moderation(
  'restore',
  {
    label: 'Restore',
    title: 'Restore',
    done: 'restored',
    hint: 'It goes in the audit log. Students can open it again at once.',
  },
  { required: false },
)

/**
 * What staff can decide on a file, by where it stands: an upload is published, rejected or corrected; a published
 * file is taken down, kept (its reports dismissed), deleted or corrected; a file taken down is restored or deleted.
 */
export function decisionsFor(item: StaffItem, onEdited?: () => void): FileDecision[] {
  if (item.status === 'pending') return [publish, reject, edit(onEdited)]
  if (item.status === 'hidden') return [restore, remove, edit(onEdited)]
  return [hide, ...(item.reports.length > 0 ? [dismiss] : []), remove, edit(onEdited)]
}
