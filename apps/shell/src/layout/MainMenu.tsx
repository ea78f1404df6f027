import { Dropdown } from '@unikit/design-system'
import { NavLink } from 'react-router'
import styles from './MainMenu.module.css'
import { useMenu } from './useMenu.ts'

/**
 * The desktop menu: plain links and the Learning / My courses / About us dropdowns. A phone has the menu's drawer
 * instead.
 */
export function MainMenu() {
  const menu = useMenu()
  return (
    <nav className={styles.menu} aria-label="Main">
      <ul>
        {menu.map((entry) => (
          <li key={entry.label} className={'to' in entry && entry.to === '/' ? styles.home : undefined}>
            {'to' in entry ? (
              <NavLink to={entry.to} end className={styles.link}>
                {entry.label}
              </NavLink>
            ) : (
              <Dropdown
                label={entry.label}
                variant="inverse"
                items={
                  entry.children.length === 0 && entry.empty
                    ? [{ id: 'empty', label: entry.empty, disabled: true }]
                    : entry.children.map((child) => ({ id: child.to, label: child.label, href: child.to }))
                }
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
