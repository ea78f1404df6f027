import { Icon } from '@unikit/design-system'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import styles from './Header.module.css'
import { HeaderSearch } from './HeaderSearch.tsx'
import { MainMenu } from './MainMenu.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { UserArea } from './UserArea.tsx'
import { useHeaderHeight } from './useHeaderHeight.ts'

export function Header() {
  const [mobileOpen, setMobileOpen] = useState(false)
  const header = useRef<HTMLElement>(null)
  useHeaderHeight(header)

  return (
    <header ref={header} className={styles.header}>
      <div className={styles.row}>
        {/* Named by its visible text, not an aria-label, so the name always contains what is seen (WCAG 2.5.3). */}
        <Link to="/" className={styles.brand}>
          <span aria-hidden="true" className={styles.logo}>
            U
          </span>
          <span className={styles.brandName}>Unikit</span>
        </Link>
        <MainMenu />
        <HeaderSearch />
        <UserArea />
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((open) => !open)}
        >
          <Icon name="menu" size={18} />
          <span className={styles.menuToggleLabel}>Menu</span>
        </button>
      </div>
      {mobileOpen && <MobileMenu id="mobile-menu" onNavigate={() => setMobileOpen(false)} />}
    </header>
  )
}
