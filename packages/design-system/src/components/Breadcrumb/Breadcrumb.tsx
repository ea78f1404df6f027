import type { ComponentType, ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Link as AppLink } from '../Link/Link.tsx'

export type BreadcrumbItem = {
  label: ReactNode
  /** Leave out for the current page or a step that cannot be opened. */
  href?: string
}

export type BreadcrumbLinkProps = { href: string; children: ReactNode; className?: string }

export type BreadcrumbProps = {
  items: BreadcrumbItem[]
  /** The link to render. Default: `Link`, the router's under a `LinkProvider`, else a plain `<a>`. */
  LinkComponent?: ComponentType<BreadcrumbLinkProps>
  /** Accessible name of the navigation. Default "Breadcrumb". */
  label?: string
  className?: string
}

/** The trail to the current page. The last item is the current page and is never a link. */
export function Breadcrumb({ items, LinkComponent, label = 'Breadcrumb', className }: BreadcrumbProps) {
  const Link = LinkComponent ?? AppLink
  return (
    <nav aria-label={label} className={cx('uk-breadcrumb', className)}>
      <ol className="uk-breadcrumb__list">
        {items.map((item, index) => {
          const isLast = index === items.length - 1
          return (
            <li key={index} className="uk-breadcrumb__item">
              {isLast ? (
                <span aria-current="page" className="uk-breadcrumb__current">
                  {item.label}
                </span>
              ) : item.href ? (
                <Link href={item.href} className="uk-breadcrumb__link">
                  {item.label}
                </Link>
              ) : (
                <span className="uk-breadcrumb__text">{item.label}</span>
              )}
              {!isLast && (
                <span className="uk-breadcrumb__separator" aria-hidden="true">
                  /
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
