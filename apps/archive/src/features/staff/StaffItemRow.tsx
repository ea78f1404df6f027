import { archiveReportReasons, type StaffItem } from '@unikit/contracts/drive'
import { Link } from '@unikit/design-system'
import { QueueRow } from '@unikit/staff-desk'
import type { ReactNode } from 'react'
import { staffItemFacts } from './staffItemFacts.ts'

export const reportReasonLabel = (value: string) =>
  archiveReportReasons.find((reason) => reason.value === value)?.label ?? value

/** One file on a desk queue: its Preview on the desk, where it is or was asked for, what it is, its reports, the decisions. */
export function StaffItemRow({ item, actions }: { item: StaffItem; actions: ReactNode }) {
  return (
    <QueueRow
      title={item.name}
      meta={
        <Link href={`/staff/archive/file/${item.id}`} aria-label={`Preview ${item.name}`}>
          Preview
        </Link>
      }
      facts={staffItemFacts(item)}
      reports={item.reports.map((report) => ({
        reason: reportReasonLabel(report.reason),
        note: report.note,
        at: report.at,
      }))}
      reportsLabel={`Reports on ${item.name}`}
      actions={actions}
    />
  )
}
