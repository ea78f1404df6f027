import { Toaster } from '@unikit/design-system'
import { Outlet } from 'react-router'
import { useProfileRefresh } from '../account/useProfileRefresh.ts'
import { VerificationNotice } from '../account/VerificationNotice.tsx'
import { AuthDialogHost } from '../auth/AuthDialogHost.tsx'
import { BalanceBar } from './BalanceBar.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import styles from './Layout.module.css'
import { QuickNav } from './QuickNav.tsx'

/** The one layout every tool renders inside: header, quick navigation, balance, the page, the footer. */
export function Layout() {
  useProfileRefresh()
  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Header />
      <div className={styles.bars}>
        <QuickNav />
        <BalanceBar />
      </div>
      <VerificationNotice />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <AuthDialogHost />
      <Toaster />
    </div>
  )
}
