import { Button, Icon } from '@unikit/design-system'
import { useState } from 'react'
import { NavLink, Outlet, useOutletContext } from 'react-router'
import { UploadDialog } from '../upload/UploadDialog.tsx'
import styles from './ArchiveLayout.module.css'

const links = [
  { to: '/archive/home', label: 'Home', end: true },
  { to: '/archive', label: 'Core courses', end: true },
  { to: '/archive/majors', label: 'Majors', end: false },
  { to: '/archive/recent', label: 'Recent', end: false },
  { to: '/archive/starred', label: 'Starred', end: false },
  { to: '/archive/uploads', label: 'My uploads', end: false },
] as const

/** What the archive's pages get from the layout: opening the upload dialog, and a count of finished uploads. */
export type ArchiveLayoutContext = { openUpload: () => void; uploads: number }

/** The upload dialog and the count of uploads sent, for a page that lists them (My uploads). */
export function useArchiveLayout(): ArchiveLayoutContext {
  return useOutletContext<ArchiveLayoutContext | undefined>() ?? { openUpload: () => {}, uploads: 0 }
}

/**
 * Every student page of the archive: "+Upload" and the ways to browse beside the page, or in a row above it that
 * scrolls sideways on a phone (docs/product/archive.md).
 */
export function ArchiveLayout() {
  const [uploading, setUploading] = useState(false)
  const [uploads, setUploads] = useState(0)
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <Button className={styles.upload} onClick={() => setUploading(true)} aria-haspopup="dialog">
          <Icon name="plus" size={18} />
          Upload
        </Button>
        <nav aria-label="Archive" className={styles.nav}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={`uk-menu-link ${styles.link}`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.content}>
        <Outlet context={{ openUpload: () => setUploading(true), uploads } satisfies ArchiveLayoutContext} />
      </div>
      <UploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        onUploaded={() => setUploads((n) => n + 1)}
      />
    </div>
  )
}
