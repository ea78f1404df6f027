import { StaffItemQueue } from './StaffItemQueue.tsx'

const queues = {
  reported: {
    label: 'Reported files',
    empty: { title: 'No open reports', message: 'Files students report show here.' },
  },
  hidden: {
    label: 'Files taken down',
    empty: {
      title: 'Nothing taken down',
      message: 'Files hidden from students show here, to restore or delete.',
    },
  },
}

/**
 * "Reported" (hide, dismiss the reports, delete or correct) and "Taken down" (restore or delete): every decision
 * closes the file's reports and goes in the audit log.
 */
export function ModerationQueue({ queue }: { queue: 'reported' | 'hidden' }) {
  return <StaffItemQueue queue={queue} what="the queue" {...queues[queue]} />
}
