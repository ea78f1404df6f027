import { useIsStaff, useSession } from '@unikit/auth'
import { Drawer } from '@unikit/design-system'
import { NavLink } from 'react-router'
import { BalanceBar } from './BalanceBar.tsx'
import { MenuAccount } from './MenuAccount.tsx'
import styles from './MenuDrawer.module.css'
import { QuickNav } from './QuickNav.tsx'
import { useMenu } from './useMenu.ts'

/**
 * The phone's menu: the tools, the balance and the account in a drawer (docs/product/platform.md#header).
 * Choosing anything closes it.
 */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const menu = useMenu()
  const signedIn = useSession((session) => session.signedIn)
  const staff = useIsStaff()
  return (
    <Drawer open={open} onClose={onClose} title="Menu" closeLabel="Close menu" className={styles.drawer}>
      <div className={styles.sections}>
        <QuickNav onNavigate={onClose} />
        {signedIn && !staff && <BalanceBar onNavigate={onClose} />}
        <nav aria-label="Main">
          <ul className={styles.groups}>
            {menu.map((entry) =>
              'to' in entry ? (
                <li key={entry.label}>
                  <NavLink to={entry.to} end className="uk-menu-link" onClick={onClose}>
                    {entry.label}
                  </NavLink>
                </li>
              ) : (
                <li key={entry.label}>
                  <h3 className={styles.groupLabel}>{entry.label}</h3>
                  {entry.children.length === 0 && entry.empty && (
                    <p className={styles.empty}>{entry.empty}</p>
                  )}
                  <ul>
                    {entry.children.map((child) => (
                      <li key={child.to}>
                        <NavLink to={child.to} end className="uk-menu-link" onClick={onClose}>
                          {child.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ),
            )}
          </ul>
        </nav>
        <MenuAccount onDone={onClose} />
      </div>
    </Drawer>
  )
}
