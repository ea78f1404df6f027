import { Icon } from '@unikit/design-system'
import { NavLink } from 'react-router'
import { quickNav } from './menu.ts'
import styles from './QuickNav.module.css'

export function QuickNav() {
  return (
    <nav className={styles.quick} aria-label="Quick navigation">
      {quickNav.map((item) => (
        <NavLink key={item.to} to={item.to} className={styles.item}>
          <Icon name={item.icon} size={16} /> {item.label}
        </NavLink>
      ))}
    </nav>
  )
}
