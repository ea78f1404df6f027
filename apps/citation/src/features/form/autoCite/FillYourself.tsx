import { Button, Icon } from '@unikit/design-system'
import styles from './AutoCite.module.css'

/**
 * Where auto-cite ends when it finds nothing or cannot look: what happened, and a way on that keeps what the
 * student typed (docs/decisions/0621-auto-cite-never-ends-at-a-toast.md).
 */
export function FillYourself({ reason, onStart }: { reason: string; onStart: () => void }) {
  return (
    <div className={styles.fillYourself}>
      <p className={styles.none}>{reason}</p>
      <Button variant="secondary" size="sm" onClick={onStart}>
        <Icon name="edit" size={16} />
        Fill it in yourself
      </Button>
    </div>
  )
}
