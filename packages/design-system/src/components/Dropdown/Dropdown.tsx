import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { cx } from '../../utils/cx.ts'
import type { ButtonSize, ButtonVariant } from '../Button/Button.tsx'
import {
  type DropdownItem,
  type DropdownItemRenderer,
  DropdownItemView,
  type DropdownLinkComponent,
} from './DropdownItemView.tsx'
import { menuTargetIndex, typeaheadIndex } from './menuKeys.ts'
import { useDismissOnOutsidePress } from './useDismissOnOutsidePress.ts'

export type DropdownProps = {
  /** Content of the menu button. */
  label: ReactNode
  /** An accessible name for the button when `label` is not text (e.g. an avatar). */
  buttonLabel?: string
  items: DropdownItem[]
  /** Which edge of the button the menu lines up with. Default "start". */
  align?: 'start' | 'end'
  /** Render an item yourself (return undefined for the default); spread the given props onto it. */
  renderItem?: DropdownItemRenderer
  /** The component for `href` items, e.g. a router link that takes `href`. Default: a plain `<a>`. */
  LinkComponent?: DropdownLinkComponent
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}

type FocusRequest = 'first' | 'last' | null

/**
 * A WAI-ARIA menu button. Enter, Space and ArrowDown open the menu on its first item, ArrowUp on its last;
 * arrows, Home, End and first letters move; Escape closes and returns focus to the button; Tab or a press
 * outside closes.
 */
export function Dropdown({
  label,
  buttonLabel,
  items,
  align = 'start',
  renderItem,
  LinkComponent,
  variant = 'ghost',
  size = 'md',
  className,
}: DropdownProps) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<Array<HTMLElement | null>>([])
  const focusRequest = useRef<FocusRequest>(null)
  const baseId = useId()
  const menuId = `${baseId}-menu`
  const buttonId = `${baseId}-button`

  const openMenu = (focus: Exclude<FocusRequest, null>) => {
    focusRequest.current = focus
    setOpen(true)
  }
  const closeMenu = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  useEffect(() => {
    if (!open || !focusRequest.current) return
    const target = focusRequest.current === 'first' ? 0 : items.length - 1
    focusRequest.current = null
    itemRefs.current[target]?.focus()
  }, [open, items.length])

  useDismissOnOutsidePress(rootRef, open, () => closeMenu(false))

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (['Enter', ' ', 'ArrowDown'].includes(event.key)) openMenu('first')
    else if (event.key === 'ArrowUp') openMenu('last')
    else return
    event.preventDefault()
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const elements = itemRefs.current.slice(0, items.length)
    const current = elements.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'Escape') {
      // Marked as handled so an enclosing Dialog does not close too.
      event.preventDefault()
      event.stopPropagation()
      closeMenu(true)
      return
    }
    if (event.key === 'Tab') {
      closeMenu(true)
      return
    }
    if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      event.preventDefault()
      document.activeElement.click()
      return
    }
    const target =
      menuTargetIndex(event.key, current, elements.length) ??
      (isPrintableKey(event) ? typeaheadIndex(event.key, current, elements.map(textOf)) : undefined)
    if (target === undefined) return
    event.preventDefault()
    elements[target]?.focus()
  }

  const onItemClick = (item: DropdownItem) => (event: MouseEvent<HTMLElement>) => {
    if (item.disabled) {
      event.preventDefault()
      return
    }
    // Focus is back on the button before onSelect runs, so a dialog it opens returns focus there.
    closeMenu(true)
    item.onSelect?.()
  }

  return (
    <div ref={rootRef} className={cx('uk-dropdown', `uk-dropdown--${align}`, className)}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={cx('uk-dropdown__button', 'uk-button', `uk-button--${variant}`, `uk-button--${size}`)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={buttonLabel}
        onClick={() => (open ? closeMenu(true) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="uk-button__label">{label}</span>
        <ChevronIcon />
      </button>
      <div
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className="uk-popup uk-dropdown__menu"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item, index) => (
          <DropdownItemView
            key={item.id}
            item={item}
            renderItem={renderItem}
            LinkComponent={LinkComponent}
            itemProps={{
              id: `${baseId}-item-${item.id}`,
              role: 'menuitem',
              tabIndex: -1,
              className: cx('uk-dropdown__item', item.disabled && 'uk-dropdown__item--disabled'),
              ref: (el) => {
                itemRefs.current[index] = el
              },
              onClick: onItemClick(item),
              ...(item.disabled ? { 'aria-disabled': true as const } : {}),
              children: item.label,
            }}
          />
        ))}
      </div>
    </div>
  )
}

function isPrintableKey(event: KeyboardEvent) {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey
}

function textOf(el: HTMLElement | null | undefined) {
  return el?.textContent ?? ''
}

function ChevronIcon() {
  return (
    <svg className="uk-dropdown__chevron" viewBox="0 0 16 16" aria-hidden="true" width="12" height="12">
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
