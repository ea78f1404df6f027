import { useIsStaff, useIsStudent } from '@unikit/auth'
import { LinkProvider, Toaster } from '@unikit/design-system'
import { Link, Outlet } from 'react-router'
import { useProfileRefresh } from '../account/useProfileRefresh.ts'
import { VerificationNotice } from '../account/VerificationNotice.tsx'
import { AuthDialogHost } from '../auth/AuthDialogHost.tsx'
import { useUnreadPolling } from '../notifications/useUnreadPolling.ts'
import { BalanceBar } from './BalanceBar.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import styles from './Layout.module.css'
import { QuickNav } from './QuickNav.tsx'
import { usePhoneHeader } from './usePhoneHeader.ts'

/**
 * The one layout every tool renders inside: header, quick navigation, balance, the page, the footer. On a phone the
 * quick navigation and the balance are in the header's menu instead. Staff get no balance
 * (docs/decisions/0748-staff-see-staff-things.md); a student's bell stays current from here. Every design-system
 * `Link` below, the remotes' too, is the router's (docs/decisions/0720-one-staff-desk-kit.md).
 */
export function Layout() {
  useProfileRefresh()
  useUnreadPolling(useIsStudent())
  const staff = useIsStaff()
  const phone = usePhoneHeader()
  return (
    <LinkProvider link={Link}>
      <div className={styles.layout}>
        <a className={styles.skip} href="#main">
          Skip to content
        </a>
        <Header />
        {!phone && (
          <div className={styles.bars}>
            <QuickNav />
            {!staff && <BalanceBar />}
          </div>
        )}
        <VerificationNotice />
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
        <AuthDialogHost />
        <Toaster />
      </div>
    </LinkProvider>
  )
}
