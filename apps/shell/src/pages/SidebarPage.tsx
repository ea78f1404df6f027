import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import styles from './SidebarPage.module.css'

export interface SidebarLink {
  to: string
  label: string
}

/**
 * A page with a sidebar of links beside its content (the account pages, the information pages); the link of
 * the current page is marked. Below 630 px the sidebar becomes a wrapping row above the content.
 */
export function SidebarPage({
  navLabel,
  links,
  children,
}: {
  /** The accessible name of the sidebar's navigation landmark. */
  navLabel: string
  links: SidebarLink[]
  children: ReactNode
}) {
  return (
    <div className={styles.page}>
      <nav className={styles.sidebar} aria-label={navLabel}>
        <ul>
          {links.map((link) => (
            <li key={link.label}>
              <NavLink to={link.to} end className={({ isActive }) => (isActive ? styles.active : undefined)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  )
}
