import { Link } from 'react-router'
import styles from './Footer.module.css'

const links = [
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/cookies', label: 'Cookies' },
  { to: '/qa', label: 'Q&A' },
  { to: '/contact', label: 'Contact' },
  { to: '/career', label: 'Careers' },
]

export function Footer() {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Footer">
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>Unikit · made for students of RMIT University Vietnam</p>
    </footer>
  )
}
