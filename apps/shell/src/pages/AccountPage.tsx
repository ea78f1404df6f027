import { refreshProfile, useIsStaff, useSession } from '@unikit/auth'
import { Badge, ErrorPanel, formatVnd, Spinner, Tabs } from '@unikit/design-system'
import { useCallback, useEffect, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { DeleteAccount } from '../account/DeleteAccount.tsx'
import { NoticeSettingsForm } from '../account/NoticeSettingsForm.tsx'
import { UserInfoForm } from '../account/UserInfoForm.tsx'
import { UserPasswordForm } from '../account/UserPasswordForm.tsx'
import { YourData } from '../account/YourData.tsx'
import styles from './AccountPage.module.css'
import { accountLinks } from './accountLinks.ts'
import { SidebarPage } from './SidebarPage.tsx'

/**
 * `/account` and `/myaccount`: the profile (User info), the password (User password), which notices are also mailed
 * (Notifications, a student's) and Your data (download, delete). `?tab=` opens a tab (a notice mail links to
 * `?tab=notifications`).
 */
export function AccountPage() {
  const user = useSession((session) => session.user)
  const balance = useSession((session) => session.account?.balance ?? null)
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const staff = useIsStaff()
  const [load, setLoad] = useState<'loading' | 'ready' | 'failed'>('loading')

  // The page shows the latest profile; a 401 ends the session and the route gate asks to sign in again.
  const reload = useCallback(() => {
    setLoad('loading')
    refreshProfile().then(
      () => setLoad('ready'),
      () => setLoad('failed'),
    )
  }, [])
  useEffect(reload, [reload])

  return (
    <SidebarPage
      navLabel="Account"
      // On /myaccount the Account link is that page: current, and marked so. Staff have no statement or orders.
      links={accountLinks
        .filter((link) => !staff || link.to === '/account')
        .map((link) =>
          link.to === '/account' && pathname === '/myaccount' ? { ...link, to: pathname } : link,
        )}
    >
      <title>My account · Unikit</title>
      <div className={styles.body}>
        <h1>My account</h1>
        {user ? (
          <>
            <p className={styles.summary}>
              <span>{user.email}</span>
              {user.verified ? (
                <Badge tone="success">Verified</Badge>
              ) : (
                <Badge tone="warning">Not verified</Badge>
              )}
              {balance !== null && !staff && <span>Balance: {formatVnd(balance)}</span>}
            </p>
            <Tabs
              label="Account settings"
              keepMounted
              defaultValue={params.get('tab') ?? undefined}
              tabs={[
                { id: 'info', label: 'User info', content: <UserInfoForm user={user} /> },
                { id: 'password', label: 'User password', content: <UserPasswordForm /> },
                ...(staff
                  ? []
                  : [{ id: 'notifications', label: 'Notifications', content: <NoticeSettingsForm /> }]),
                {
                  id: 'data',
                  label: 'Your data',
                  content: (
                    <>
                      <YourData />
                      <DeleteAccount />
                    </>
                  ),
                },
              ]}
            />
          </>
        ) : load === 'failed' ? (
          <ErrorPanel title="Your profile could not be loaded." onRetry={reload} />
        ) : (
          <div className={styles.loading}>
            <Spinner label="Loading your profile…" />
          </div>
        )}
      </div>
    </SidebarPage>
  )
}
