import { useIsStudent } from '@unikit/auth'
import { Icon, IconButton } from '@unikit/design-system'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { NoticeBell } from '../notifications/NoticeBell.tsx'
import { Brand } from './Brand.tsx'
import { MenuDrawer } from './MenuDrawer.tsx'
import styles from './PhoneBar.module.css'
import { PhoneSearch } from './PhoneSearch.tsx'
import { pageHasOwnSearch } from './pageHasOwnSearch.ts'

/**
 * The header on a phone: one bar with the logo, a search button and the menu button; the tools, the balance and
 * the account wait in the menu's drawer, so every page starts right under the bar (docs/product/platform.md#header).
 */
export function PhoneBar() {
  const { pathname } = useLocation()
  // Both are open on the page where they were opened: a new page closes them.
  const [searchAt, setSearchAt] = useState<string | null>(null)
  const [menuAt, setMenuAt] = useState<string | null>(null)
  const searching = searchAt === pathname
  const menuOpen = menuAt === pathname
  const student = useIsStudent()

  // The search button is gone while the field is open, so focus returns to it once it is back.
  const searchButton = useRef<HTMLButtonElement>(null)
  const [refocusSearch, setRefocusSearch] = useState(false)
  useEffect(() => {
    if (!refocusSearch) return
    searchButton.current?.focus()
    setRefocusSearch(false)
  }, [refocusSearch])

  const closeSearch = () => {
    setSearchAt(null)
    setRefocusSearch(true)
  }

  return (
    <div className={styles.bar}>
      {searching ? (
        <PhoneSearch onClose={closeSearch} />
      ) : (
        <>
          <Brand />
          {pageHasOwnSearch(pathname) ? null : (
            <IconButton
              ref={searchButton}
              variant="inverse"
              label="Search samples"
              icon={<Icon name="search" size={20} />}
              onClick={() => setSearchAt(pathname)}
            />
          )}
          {student && <NoticeBell />}
          <button
            type="button"
            className={styles.menuButton}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuAt(pathname)}
          >
            <Icon name="menu" size={18} />
            Menu
          </button>
        </>
      )}
      <MenuDrawer open={menuOpen} onClose={() => setMenuAt(null)} />
    </div>
  )
}
