import { Button, cx, Icon, toast } from '@unikit/design-system'
import { useEffect, useRef, useState } from 'react'
import { archiveApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import styles from './StarButton.module.css'

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
  const [on, setOn] = useState(starred)
  const busy = useRef(false)
  useEffect(() => setOn(starred), [starred])
  const toggle = async () => {
    // Ignored rather than disabled while a call runs, so the button keeps the keyboard focus.
    if (busy.current) return
    busy.current = true
    const next = !on
    setOn(next)
    try {
      await archiveApi.star(id, next)
      onChange?.(next)
    } catch (failure) {
      setOn(!next)
      toast(driveErrorMessage(failure).message, { type: 'error', duration: 6000 })
    } finally {
      busy.current = false
    }
  }
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
