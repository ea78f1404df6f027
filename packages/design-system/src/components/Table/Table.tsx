import { type ReactNode, useId, useRef } from 'react'
import { useHorizontalOverflow } from '../../hooks/useHorizontalOverflow.ts'
import { cx } from '../../utils/cx.ts'
import { Spinner } from '../Spinner/Spinner.tsx'

export type TableColumn<T> = {
  key: string
  header: ReactNode
  /** Cell content; default: `row[key]` when it is a string or a number. */
  render?: (row: T) => ReactNode
  /** A CSS width for the column, e.g. "8rem" or "20%". */
  width?: string
  align?: 'start' | 'end' | 'center'
}

export type TableProps<T> = {
  /** What the table holds; every table needs one. */
  caption: ReactNode
  /** Keep the caption for screen readers only. */
  captionHidden?: boolean
  columns: TableColumn<T>[]
  rows: T[]
  rowKey: (row: T) => string
  /** Shown in place of the rows when there are none. Default "Nothing here yet.". */
  empty?: ReactNode
  /** Shows a spinner row instead of the rows and marks the table busy. */
  loading?: boolean
  /** Below 630 px: "scroll" keeps the grid and scrolls sideways, "stack" shows each row as a card. */
  responsive?: 'scroll' | 'stack'
  className?: string
}

/**
 * A real `<table>` with a caption and column headers. While it is wider than its container it scrolls
 * sideways inside a focusable region named by the caption, so keyboard users can scroll it too.
 */
export function Table<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty = 'Nothing here yet.',
  loading = false,
  responsive = 'scroll',
  className,
}: TableProps<T>) {
  const captionId = useId()
  const scrollerRef = useRef<HTMLDivElement>(null)
  // A scrolling table must be reachable by keyboard (WCAG 2.1.1); a fitting one needs no extra Tab stop.
  const scrollable = useHorizontalOverflow(scrollerRef)
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is only set together with role="region".
    <div
      ref={scrollerRef}
      className={cx('uk-table', `uk-table--${responsive}`, className)}
      role={scrollable ? 'region' : undefined}
      aria-labelledby={scrollable ? captionId : undefined}
      tabIndex={scrollable ? 0 : undefined}
    >
      <table className="uk-table__table" aria-busy={loading || undefined}>
        <caption id={captionId} className={cx('uk-table__caption', captionHidden && 'uk-visually-hidden')}>
          {caption}
        </caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={alignClass(column.align)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <MessageRow span={columns.length}>
              <Spinner />
            </MessageRow>
          ) : rows.length === 0 ? (
            <MessageRow span={columns.length}>{empty}</MessageRow>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={alignClass(column.align)}>
                    {responsive === 'stack' && (
                      <span className="uk-table__cell-label" aria-hidden="true">
                        {column.header}
                      </span>
                    )}
                    <span className="uk-table__cell-value">{cellContent(row, column)}</span>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

function MessageRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr className="uk-table__message-row">
      <td colSpan={span} className="uk-table__message">
        {children}
      </td>
    </tr>
  )
}

function cellContent<T>(row: T, column: TableColumn<T>): ReactNode {
  if (column.render) return column.render(row)
  const value = (row as Record<string, unknown>)[column.key]
  return typeof value === 'string' || typeof value === 'number' ? value : null
}

function alignClass(align: TableColumn<unknown>['align']) {
  return align && align !== 'start' ? `uk-table__cell--${align}` : undefined
}
