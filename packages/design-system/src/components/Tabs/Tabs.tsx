import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { useControllableState } from '../../hooks/useControllableState.ts'
import { cx } from '../../utils/cx.ts'

export type TabItem = {
  id: string
  label: ReactNode
  content: ReactNode
  disabled?: boolean
}

export type TabsProps = {
  tabs: TabItem[]
  /** The selected tab id (controlled). */
  value?: string
  /** The first selected tab when uncontrolled; default: the first tab. */
  defaultValue?: string
  onChange?: (id: string) => void
  /** Accessible name of the tab list, e.g. "Account settings". */
  label: string
  /** Keep hidden panels mounted so their state (e.g. typed text) survives switching. Default false. */
  keepMounted?: boolean
  className?: string
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move between tabs and select them, Home and End jump to
 * the ends, and only the selected tab is in the Tab order (roving tabindex).
 */
export function Tabs({
  tabs,
  value,
  defaultValue,
  onChange,
  label,
  keepMounted = false,
  className,
}: TabsProps) {
  const baseId = useId()
  const tabRefs = useRef(new Map<string, HTMLButtonElement>())
  const firstEnabled = tabs.find((tab) => !tab.disabled)?.id ?? ''
  const [selected, setSelected] = useControllableState(value, defaultValue ?? firstEnabled, onChange)
  const activeId = tabs.some((tab) => tab.id === selected) ? selected : firstEnabled
  const tabId = (id: string) => `${baseId}-tab-${id}`
  const panelId = (id: string) => `${baseId}-panel-${id}`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.filter((tab) => !tab.disabled)
    const index = enabled.findIndex((tab) => tab.id === activeId)
    const target = nextTab(event.key, index, enabled.length)
    if (target === undefined) return
    event.preventDefault()
    const next = enabled[target]!
    tabRefs.current.get(next.id)?.focus()
    if (next.id !== activeId) setSelected(next.id)
  }

  return (
    <div className={cx('uk-tabs', className)}>
      <div role="tablist" aria-label={label} className="uk-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isActive = tab.id === activeId
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el)
                else tabRefs.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isActive}
              aria-controls={panelId(tab.id)}
              tabIndex={isActive ? 0 : -1}
              disabled={tab.disabled}
              className="uk-tabs__tab"
              onClick={() => !isActive && setSelected(tab.id)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => {
        const isActive = tab.id === activeId
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel is focusable so keyboard users reach content without controls.
            tabIndex={0}
            hidden={!isActive}
            className="uk-tabs__panel"
          >
            {(isActive || keepMounted) && tab.content}
          </div>
        )
      })}
    </div>
  )
}

function nextTab(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
