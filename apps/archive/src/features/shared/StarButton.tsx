import { Button, cx, Icon } from '@unikit/design-system'
import { archiveApi } from '../../api/archiveApi.ts'
import styles from './StarButton.module.css'
import { useOptimisticToggle } from './useOptimisticToggle.ts'

/**
 * Stars or unstars a file for this student, on the server, so Starred follows them to another device. The star
 * shows at once and goes back if the call fails.
 */
export function StarButton({
  id,
  name,
  starred,
  onChange,
}: {
  id: string
  name: string
  starred: boolean
  onChange?: (starred: boolean) => void
}) {
  const { on, toggle } = useOptimisticToggle(starred, (next) => archiveApi.star(id, next), onChange)
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={on}
      aria-label={`Star ${name}`}
      className={cx(styles.star, on && styles.on)}
      onClick={toggle}
    >
      {/* The words stay the same (they are the start of the name); the filled star and aria-pressed say which. */}
      <Icon name="star" size={18} />
      Star
    </Button>
  )
}
