import { archiveReportReasons, type StaffItem } from '@unikit/contracts/drive'
import { formatDateTime, formatFileSize } from '@unikit/design-system'
import { Link } from 'react-router'
import { fileTypeLabel } from '../shared/fileTypeLabel.ts'
import { folderLabel } from '../shared/folderOptions.ts'
import styles from './Desk.module.css'

const reasonLabel = (value: string) =>
  archiveReportReasons.find((reason) => reason.value === value)?.label ?? value

/** One file on a desk queue: what it is, where it is or was asked for, a Preview, and its reports. */
export function StaffItemSummary({ item }: { item: StaffItem }) {
  const place = item.folder ?? item.requested_folder
  return (
    <>
      <h2 className={styles.title}>{item.name}</h2>
      <dl className={styles.facts}>
        {item.requested_folder && item.status === 'pending' ? (
          <div>
            <dt>Asked for</dt>
            <dd>{folderLabel(item.requested_folder)}</dd>
          </div>
        ) : place ? (
          <div>
            <dt>Folder</dt>
            <dd>{folderLabel(place)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Type</dt>
          <dd>
            {fileTypeLabel(item)}, {formatFileSize(item.size)}
            {item.page_count ? `, ${item.page_count} pages` : ''}
          </dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{formatDateTime(item.created_at)}</dd>
        </div>
      </dl>
      <p className={styles.meta}>
        <Link to={`/archive/view/${item.id}`} aria-label={`Preview ${item.name}`}>
          Preview
        </Link>
      </p>
      {item.reports.length > 0 && (
        <ul className={styles.reports} aria-label={`Reports on ${item.name}`}>
          {item.reports.map((report) => (
            <li key={report.id}>
              <strong>{reasonLabel(report.reason)}</strong>
              {report.note ? `: ${report.note}` : ''}{' '}
              <span className={styles.when}>({formatDateTime(report.at)})</span>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
