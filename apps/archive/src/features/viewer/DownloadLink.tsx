import { Icon } from '@unikit/design-system'
import styles from './FileView.module.css'

/** A file's Download, as a button-styled link to its signed download address. */
export function DownloadLink({
  href,
  label = 'Download',
  variant = 'secondary',
}: {
  href: string
  label?: string
  variant?: 'primary' | 'secondary'
}) {
  return (
    <a href={href} download className={`uk-button uk-button--${variant} uk-button--md`}>
      <span className={`uk-button__label ${styles.withIcon}`}>
        <Icon name="download" size={18} />
        {label}
      </span>
    </a>
  )
}
