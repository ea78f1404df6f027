import type { ModerateBody, StaffItem } from '@unikit/contracts/drive'
import type { Decision } from '@unikit/staff-desk'
import { deskApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import { StaffItemQueue } from './StaffItemQueue.tsx'

/** A decision on a reported or taken-down file: every one closes its reports and goes in the audit log. */
function moderation(
  action: ModerateBody['action'],
  words: { label: string; title: string; done: string; hint: string },
  reason: { required: boolean; danger?: boolean },
): Decision<StaffItem> {
  return {
    label: words.label,
    variant: reason.danger ? 'danger' : 'secondary',
    ariaLabel: (item) => `${words.label}: ${item.name}`,
    reason: { title: (item) => `${words.title} “${item.name}”`, hint: words.hint, ...reason },
    run: (item, why) => deskApi.moderate({ id: item.id, action, reason: why }),
    done: (item) => `“${item.name}” ${words.done}`,
    readError: (failure) => driveErrorMessage(failure).message,
  }
}

const hide = moderation(
  'hide',
  {
    label: 'Hide',
    title: 'Take down',
    done: 'taken down',
    hint: 'It goes in the audit log and the reporters are told.',
  },
  { required: true },
)
const dismiss = moderation(
  'dismiss',
  {
    label: 'Dismiss reports',
    title: 'Dismiss the reports on',
    done: 'kept; its reports are closed',
    hint: 'It goes in the audit log.',
  },
  { required: false },
)
const remove = moderation(
  'delete',
  {
    label: 'Delete',
    title: 'Delete for good',
    done: 'deleted',
    hint: 'It goes in the audit log. A deleted file cannot be restored.',
  },
  { required: true, danger: true },
)
const restore = moderation(
  'restore',
  {
    label: 'Restore',
    title: 'Restore',
    done: 'restored',
    hint: 'It goes in the audit log. Students can open it again at once.',
  },
  { required: false },
)

const queues = {
  reported: {
    decisions: [hide, dismiss, remove],
    label: 'Reported files',
    empty: { title: 'No open reports', message: 'Files students report show here.' },
  },
  hidden: {
    decisions: [restore, remove],
    label: 'Files taken down',
    empty: {
      title: 'Nothing taken down',
      message: 'Files hidden from students show here, to restore or delete.',
    },
  },
}

/**
 * "Reported" (hide, dismiss the reports, or delete) and "Taken down" (restore or delete): every decision closes
 * the file's reports and goes in the audit log.
 */
export function ModerationQueue({ queue }: { queue: 'reported' | 'hidden' }) {
  return <StaffItemQueue queue={queue} what="the queue" {...queues[queue]} />
}
