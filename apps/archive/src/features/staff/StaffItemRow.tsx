import { archiveReportReasons, type StaffItem } from '@unikit/contracts/drive'
import { Link } from '@unikit/design-system'
import { type QueueReport, QueueRow } from '@unikit/staff-desk'
import type { ReactNode } from 'react'
import { staffItemFacts } from './staffItemFacts.ts'

const reasonLabel = (value: string) =>
  archiveReportReasons.find((reason) => reason.value === value)?.label ?? value

/** A file's open reports as the desk lists them: the reason in words, the student's note, when. */
export const reportsOf = (item: StaffItem): QueueReport[] =>
  item.reports.map((report) => ({ reason: reasonLabel(report.reason), note: report.note, at: report.at }))

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
      reports={reportsOf(item)}
      reportsLabel={`Reports on ${item.name}`}
      actions={actions}
    />
  )
}
