import { archiveReportReasons, pagesLabel, type StaffItem } from '@unikit/contracts/drive'
import { formatDateTime, formatFileSize, Link } from '@unikit/design-system'
import { type QueueFact, QueueRow } from '@unikit/staff-desk'
import type { ReactNode } from 'react'
import { fileTypeLabel } from '../shared/fileTypeLabel.ts'
import { folderLabel } from '../shared/folderOptions.ts'

const reasonLabel = (value: string) =>
  archiveReportReasons.find((reason) => reason.value === value)?.label ?? value

/** One file on a desk queue: a Preview, where it is or was asked for, what it is, its reports, the decisions. */
export function StaffItemRow({ item, actions }: { item: StaffItem; actions: ReactNode }) {
  const place = item.folder ?? item.requested_folder
  const facts: QueueFact[] = [
    ...(item.requested_folder && item.status === 'pending'
      ? [{ label: 'Asked for', value: folderLabel(item.requested_folder) }]
      : place
        ? [{ label: 'Folder', value: folderLabel(place) }]
        : []),
    {
      label: 'Type',
      value: `${fileTypeLabel(item)}, ${formatFileSize(item.size)}${item.page_count ? `, ${pagesLabel(item.page_count)}` : ''}`,
    },
    { label: 'Sent', value: formatDateTime(item.created_at) },
  ]
  return (
    <QueueRow
      title={item.name}
      meta={
        <Link href={`/archive/view/${item.id}`} aria-label={`Preview ${item.name}`}>
          Preview
        </Link>
      }
      facts={facts}
      reports={item.reports.map((report) => ({
        reason: reasonLabel(report.reason),
        note: report.note,
        at: report.at,
      }))}
      reportsLabel={`Reports on ${item.name}`}
      actions={actions}
    />
  )
}
