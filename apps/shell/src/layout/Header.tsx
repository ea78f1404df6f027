import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import styles from './Header.module.css'
import { HeaderSearch } from './HeaderSearch.tsx'
import { MainMenu } from './MainMenu.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { UserArea } from './UserArea.tsx'

export function Header() {
  const { pathname } = useLocation()
  const [mobileOpen, setMobileOpen] = useState(false)
  // The archive home has its own search box (spec section 2, header search).
  const showSearch = pathname !== '/archive/home'

  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <Link to="/" className={styles.brand} aria-label="Unikit home">
          <span aria-hidden="true" className={styles.logo}>
            U
          </span>
          <span className={styles.brandName}>Unikit</span>
        </Link>
        <MainMenu />
        {showSearch && <HeaderSearch />}
        <UserArea />
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span>
          <span className={styles.menuToggleLabel}>Menu</span>
        </button>
      </div>
      {mobileOpen && <MobileMenu id="mobile-menu" onNavigate={() => setMobileOpen(false)} />}
    </header>
  )
}
