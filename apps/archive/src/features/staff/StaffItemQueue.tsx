import type { StaffQueueQuery } from '@unikit/contracts/drive'
import { DecisionButtons, DeskQueue, QueueList } from '@unikit/staff-desk'
import { deskApi } from '../../api/archiveApi.ts'
import { decisionsFor } from './fileDecisions.tsx'
import { StaffItemRow } from './StaffItemRow.tsx'

/** One of the desk's queues of files (uploads, reported, taken down): a row per file with its decisions. */
export function StaffItemQueue({
  queue,
  what,
  label,
  empty,
}: {
  queue: StaffQueueQuery['queue']
  /** What it holds, e.g. "the uploads to review". */
  what: string
  /** The list's name, e.g. "Reported files". */
  label: string
  empty: { title: string; message: string }
}) {
  return (
    <DeskQueue load={(page) => deskApi.queue(queue, page)} deps={[queue]} what={what} empty={empty}>
      {(items, reload) => (
        <QueueList label={label}>
          {items.map((item) => (
            <StaffItemRow
              key={item.id}
              item={item}
              actions={<DecisionButtons item={item} decisions={decisionsFor(item)} onDone={reload} />}
            />
          ))}
        </QueueList>
      )}
    </DeskQueue>
  )
}
