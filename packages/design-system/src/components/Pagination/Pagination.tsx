import { cx } from '../../utils/cx.ts'
import { pageItems } from './pageItems.ts'

export type PaginationProps = {
  /** The current page, from 1. */
  page: number
  pageCount: number
  onChange: (page: number) => void
  /** Accessible name of the navigation. Default "Pagination". */
  label?: string
  /** Labels for the step buttons. */
  previousLabel?: string
  nextLabel?: string
  /** Accessible name of a page button. Default `Page ${n}`. */
  pageLabel?: (page: number) => string
  className?: string
}

/** Page navigation: previous, numbered pages (with gaps when there are many) and next. Hidden for one page. */
export function Pagination({
  page,
  pageCount,
  onChange,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pageLabel = (n) => `Page ${n}`,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onChange(target)
  }
  return (
    <nav aria-label={label} className={cx('uk-pagination', className)}>
      <ul className="uk-pagination__list">
        <li>
          <button
            type="button"
            className="uk-pagination__step"
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            <span aria-hidden="true">‹ </span>
            {previousLabel}
          </button>
        </li>
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="uk-pagination__page"
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="uk-pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="uk-pagination__step"
            disabled={page >= pageCount}
            onClick={() => go(page + 1)}
          >
            {nextLabel}
            <span aria-hidden="true"> ›</span>
          </button>
        </li>
      </ul>
    </nav>
  )
}
