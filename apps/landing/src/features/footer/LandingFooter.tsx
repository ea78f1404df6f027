import styles from './LandingFooter.module.css'

/** The campaign's line at the foot of the page; the copyright year is the campaign's (docs/product/landing.md#campaigns). */
export function LandingFooter({ year }: { year: number | undefined }) {
  return (
    <p className={styles.footer}>
      © {year ?? new Date().getFullYear()} Unikit · Chúc mừng năm mới, an khang thịnh vượng!
    </p>
  )
}
