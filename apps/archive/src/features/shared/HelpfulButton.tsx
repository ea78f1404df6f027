import { Button, cx, formatCount, Icon } from '@unikit/design-system'
import { useEffect, useState } from 'react'
import { archiveApi } from '../../api/archiveApi.ts'
import styles from './StarButton.module.css'
import { useOptimisticToggle } from './useOptimisticToggle.ts'

/**
 * "Helpful": a student marks a sample that helped them, once, and may take it back
 * (docs/product/archive.md#signals). The count beside it is the server's after each press.
 */
export function HelpfulButton({
  id,
  name,
  helpful,
  count,
}: {
  id: string
  name: string
  helpful: boolean
  count: number
}) {
  const [shown, setShown] = useState(count)
  useEffect(() => setShown(count), [count])
  const { on, toggle } = useOptimisticToggle(
    helpful,
    (next) => archiveApi.helpful(id, next),
    (_next, answer) => setShown(answer.helpful_count),
  )
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={on}
      aria-label={`Helpful: ${name}`}
      className={cx(styles.star, on && styles.on)}
      onClick={toggle}
    >
      <Icon name="check" size={18} />
      Helpful{shown > 0 ? ` · ${formatCount(shown)}` : ''}
    </Button>
  )
}
