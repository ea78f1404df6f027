import type { ReactNode } from 'react'
import styles from './PageHeading.module.css'

/** A page's one h1, focusable so the shell can move focus to it after navigation. */
export function PageHeading({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode
  subtitle?: ReactNode
  actions?: ReactNode
}) {
  return (
    <header className={styles.heading}>
      <div>
        <h1 tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  )
}
