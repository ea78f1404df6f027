import { NavLink } from 'react-router'
import styles from './MobileMenu.module.css'
import { useMenu } from './useMenu.ts'

/** Below 630 px the menu is one list under the header, every link reachable by tab. */
export function MobileMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const links = useMenu().flatMap((entry) => ('to' in entry ? [entry] : entry.children))
  return (
    <nav id={id} className={styles.panel} aria-label="Main">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
