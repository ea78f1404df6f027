import styles from './SocialLinks.module.css'
import { socialLinks } from './socialLinks.ts'

/** The campaign's social links, each opening in a new tab. */
export function SocialLinks() {
  return (
    <nav className={`uk-cluster ${styles.social}`} aria-label="Mạng xã hội của Unikit">
      <p className="uk-muted">Theo dõi Unikit để không lỡ lì xì:</p>
      <ul className={`uk-bare-list ${styles.list}`}>
        {socialLinks.map((link) => (
          <li key={link.id}>
            <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d={link.icon} fill="currentColor" fillRule="evenodd" />
              </svg>
              <span className="uk-visually-hidden">{link.label} (mở trong thẻ mới)</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
