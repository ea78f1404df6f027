import type { StaffItem, StaffQueueQuery } from '@unikit/contracts/drive'
import { type Decision, DecisionButtons, DeskQueue, QueueList } from '@unikit/staff-desk'
import { deskApi } from '../../api/archiveApi.ts'
import { StaffItemRow } from './StaffItemRow.tsx'

/** One of the desk's queues of files (uploads, reported, taken down): a row per file with the queue's decisions. */
export function StaffItemQueue({
  queue,
  what,
  label,
  empty,
  decisions,
}: {
  queue: StaffQueueQuery['queue']
  /** What it holds, e.g. "the uploads to review". */
  what: string
  /** The list's name, e.g. "Reported files". */
  label: string
  empty: { title: string; message: string }
  decisions: Decision<StaffItem>[]
}) {
  return (
    <DeskQueue load={(page) => deskApi.queue(queue, page)} deps={[queue]} what={what} empty={empty}>
      {(items, reload) => (
        <QueueList label={label}>
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
