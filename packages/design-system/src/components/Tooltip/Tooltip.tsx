import {
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from 'react'
import { cx } from '../../utils/cx.ts'

export type TooltipProps = {
  /** Supplementary text; it becomes the trigger's accessible description. */
  content: ReactNode
  /** One focusable element (a button, a link, an input) that the tooltip describes. */
  children: ReactElement<{ 'aria-describedby'?: string }>
  placement?: 'top' | 'bottom'
  className?: string
}

/**
 * Shows `content` while the trigger is hovered or has keyboard focus; Escape hides it. The pointer may move
 * onto the tooltip without it vanishing (WCAG 1.4.13). Never put essential information only here.
 */
export function Tooltip({ content, children, placement = 'top', className }: TooltipProps) {
  const id = useId()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [suppressed, setSuppressed] = useState(false)
  const open = (hovered || focused) && !suppressed

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setSuppressed(true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  // Escape on the trigger only hides the tooltip: marked handled so an enclosing Dialog stays open.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setSuppressed(true)
    }
  }

  const describedBy = cx(children.props['aria-describedby'], id)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only observes hover and focus of its child.
    <span
      className={cx('uk-tooltip', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false)
        setSuppressed(false)
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false)
        setSuppressed(false)
      }}
      onKeyDown={onKeyDown}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span
        id={id}
        role="tooltip"
        className={cx('uk-tooltip__bubble', `uk-tooltip__bubble--${placement}`)}
        hidden={!open}
      >
        {content}
      </span>
    </span>
  )
}
