import type { ReactNode } from 'react'

export type PageHeadingProps = {
  title: ReactNode
  /** A line under the title. */
  subtitle?: ReactNode
  /** Buttons or links beside the title (they wrap under it on a phone). */
  actions?: ReactNode
}

/** A page's one h1, focusable so the shell can move focus to it after navigation. */
export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  return (
    <header className="uk-page-heading">
      <div>
        <h1 tabIndex={-1} className="uk-page-heading__title">
          {title}
        </h1>
        {subtitle && <p className="uk-page-heading__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="uk-page-heading__actions">{actions}</div>}
    </header>
  )
}
