import { Icon } from '@unikit/design-system'
import { NavLink } from 'react-router'
import { quickNav } from './menu.ts'
import styles from './QuickNav.module.css'

/** Links to the tools: a bar under the desktop header, the top of the phone's menu. */
export function QuickNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav className={styles.quick} aria-label="Quick navigation">
      {quickNav.map((item) => (
        <NavLink key={item.to} to={item.to} className={styles.item} onClick={onNavigate}>
          <Icon name={item.icon} size={16} /> {item.label}
        </NavLink>
      ))}
    </nav>
  )
}
