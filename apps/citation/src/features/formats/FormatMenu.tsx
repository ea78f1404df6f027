import { formatMenu, getFormat } from '@unikit/citation-core'
import { cx, Icon, menuTargetIndex, typeaheadIndex, useDismissOnOutsidePress } from '@unikit/design-system'
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import styles from './FormatMenu.module.css'

export type FormatMenuProps = {
  /** A format was picked. */
  onChoose: (formatId: number) => void
}

/** What keyboard focus should land on after the next render. */
type FocusTarget = { kind: 'group'; key: string } | { kind: 'format'; id: number } | 'first' | 'last'

/**
 * "All formats": a menu button listing the groups of formats (docs/product/citations.md#formats). A group with several formats opens its
 * sub-list in place (so it fits a phone); a group of one format is that format. Up and Down move through what
 * is shown, Right or Enter opens a group, Left or Escape closes it, Escape closes the menu, letters jump.
 */
export function FormatMenu({ onChoose }: FormatMenuProps) {
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<string | null>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const focusNext = useRef<FocusTarget | null>(null)
  const baseId = useId()
  const buttonId = `${baseId}-button`
  const menuId = `${baseId}-menu`

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    setExpanded(null)
    if (returnFocus) buttonRef.current?.focus()
  }, [])
  const openMenu = (target: 'first' | 'last') => {
    focusNext.current = target
    setOpen(true)
  }

  useDismissOnOutsidePress(rootRef, open, () => close(false))

  // Runs after every render: moves focus once the item it should land on is shown.
  useEffect(() => {
    const target = focusNext.current
    if (!target || !open) return
    focusNext.current = null
    const items = visibleItems(menuRef.current)
    const element =
      target === 'first'
        ? items[0]
        : target === 'last'
          ? items.at(-1)
          : items.find((item) =>
              target.kind === 'group'
                ? item.dataset.group === target.key
                : item.dataset.format === String(target.id),
            )
    element?.focus()
  })

  const choose = (formatId: number) => {
    close(true)
    onChoose(formatId)
  }
  const toggleGroup = (key: string, focusFirstChild: boolean) => {
    const opening = expanded !== key
    setExpanded(opening ? key : null)
    const firstId = formatMenu.find((group) => group.key === key)?.formatIds[0]
    focusNext.current =
      opening && focusFirstChild && firstId !== undefined
        ? { kind: 'format', id: firstId }
        : { kind: 'group', key }
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') openMenu('first')
    else if (event.key === 'ArrowUp') openMenu('last')
    else return
    event.preventDefault()
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = visibleItems(menuRef.current)
    const active = document.activeElement as HTMLElement | null
    const current = active ? items.indexOf(active) : -1
    const group = active?.dataset.group
    const parentGroup = active?.closest<HTMLElement>('[data-submenu]')?.dataset.submenu

    if (event.key === 'Escape') {
      // Handled here, so an enclosing dialog does not close too.
      event.preventDefault()
      event.stopPropagation()
      if (parentGroup) {
        setExpanded(null)
        focusNext.current = { kind: 'group', key: parentGroup }
      } else close(true)
      return
    }
    if (event.key === 'Tab') {
      close(false)
      return
    }
    if ((event.key === 'Enter' || event.key === ' ') && group) {
      // Instead of the button's own click, which would leave focus on the group.
      event.preventDefault()
      toggleGroup(group, true)
      return
    }
    if (event.key === 'ArrowRight' && group) {
      event.preventDefault()
      if (expanded === group) items[current + 1]?.focus()
      else toggleGroup(group, true)
      return
    }
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      if (parentGroup) {
        setExpanded(null)
        focusNext.current = { kind: 'group', key: parentGroup }
      } else if (group && expanded === group) setExpanded(null)
      return
    }
    const target =
      menuTargetIndex(event.key, current, items.length) ??
      (isPrintableKey(event)
        ? typeaheadIndex(
            event.key,
            current,
            items.map((item) => item.textContent ?? ''),
          )
        : undefined)
    if (target === undefined) return
    event.preventDefault()
    items[target]?.focus()
  }

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={cx('uk-button', 'uk-button--secondary', 'uk-button--md', styles.button)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(true) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span>All formats</span>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {formatMenu.map((group) => {
          const [onlyId] = group.formatIds
          if (group.formatIds.length === 1 && onlyId !== undefined) {
            return (
              <div key={group.key} role="none">
                <FormatItem formatId={onlyId} onChoose={choose} />
              </div>
            )
          }
          const isOpen = expanded === group.key
          const submenuId = `${baseId}-${group.key}`
          return (
            <div key={group.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                data-group={group.key}
                aria-haspopup="menu"
                aria-expanded={isOpen}
                aria-controls={submenuId}
                className={cx('uk-dropdown__item', styles.group)}
                onClick={() => toggleGroup(group.key, false)}
              >
                <span className={styles.groupLabel}>{group.label}</span>
                <Icon name="chevronRight" size={16} className={styles.groupChevron} />
              </button>
              <div
                id={submenuId}
                role="menu"
                aria-label={group.label}
                data-submenu={group.key}
                className={styles.submenu}
                hidden={!isOpen}
              >
                {group.formatIds.map((id) => (
                  <div key={id} role="none">
                    <FormatItem formatId={id} onChoose={choose} />
                  </div>
                ))}
              </div>
            </div>
          )
        })}
      </div>
    </div>
  )
}

function FormatItem({ formatId, onChoose }: { formatId: number; onChoose: (formatId: number) => void }) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      data-format={formatId}
      className={cx('uk-dropdown__item', styles.format)}
      onClick={() => onChoose(formatId)}
    >
      {getFormat(formatId).name}
    </button>
  )
}

/** The menu items on screen, in visual order: every group and the formats of the open one. */
function visibleItems(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return []
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter(
    (item) => !item.closest('[hidden]'),
  )
}

function isPrintableKey(event: KeyboardEvent) {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey
}
