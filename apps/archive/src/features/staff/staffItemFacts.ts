import { pagesLabel, type StaffItem, sampleTerm } from '@unikit/contracts/drive'
import { formatFileSize } from '@unikit/contracts/format'
import { formatDateTime } from '@unikit/design-system'
import type { QueueFact } from '@unikit/staff-desk'
import { fileTypeLabel } from '../shared/fileTypeLabel.ts'
import { folderLabel } from '../shared/folderOptions.ts'

/**
 * What the desk says about a file, on its queue row and in its preview: the course it was asked for (an upload)
 * or is in, its type, size and pages, its year and semester, when it was sent.
 */
export function staffItemFacts(item: StaffItem): QueueFact[] {
  const place = item.folder ?? item.requested_folder
  const term = sampleTerm(item.year, item.semester)
  return [
    ...(item.requested_folder && item.status === 'pending'
      ? [{ label: 'Asked for', value: folderLabel(item.requested_folder) }]
      : place
        ? [{ label: 'Folder', value: folderLabel(place) }]
        : []),
    {
      label: 'Type',
      value: `${fileTypeLabel(item)}, ${formatFileSize(item.size)}${item.page_count ? `, ${pagesLabel(item.page_count)}` : ''}`,
    },
    ...(term ? [{ label: 'Written', value: term }] : []),
    { label: 'Sent', value: formatDateTime(item.created_at) },
  ]
}

/** Where the desk keeps a file by where it stands: its queue's tab and name. */
export function staffQueueOf(item: Pick<StaffItem, 'status'>): { href: string; label: string } {
  if (item.status === 'pending') return { href: '/staff/archive', label: 'Uploads to review' }
  if (item.status === 'hidden') return { href: '/staff/archive?tab=hidden', label: 'Taken down' }
  return { href: '/staff/archive?tab=reported', label: 'Reported' }
}
