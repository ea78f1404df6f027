import { Link } from 'react-router'
import styles from './Brand.module.css'

/** The logo, a link home. */
export function Brand() {
  return (
    // Named by its visible text, not an aria-label, so the name always contains what is seen (WCAG 2.5.3).
    <Link to="/" className={styles.brand}>
      <span aria-hidden="true" className={styles.logo}>
        U
      </span>
      <span>Unikit</span>
    </Link>
  )
}
