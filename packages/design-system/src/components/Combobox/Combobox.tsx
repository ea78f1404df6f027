import { type InputHTMLAttributes, type KeyboardEvent, type ReactNode, useId, useState } from 'react'
import { cx } from '../../utils/cx.ts'

export type ComboboxOption = {
  /** Unique among the options. */
  key: string
  /** What the option shows. */
  content: ReactNode
}

export type ComboboxProps = {
  /** The box's name for screen readers ("Search samples"); the box has no visible label. */
  label: string
  value: string
  onValueChange: (value: string) => void
  /** What the box suggests for its text; none, and the list is closed. */
  options: readonly ComboboxOption[]
  /** The list's name ("Courses"). */
  optionsLabel: string
  /** A suggestion chosen: Enter on the highlighted one, or a click. */
  onPick: (option: ComboboxOption) => void
  /** Escape with the list closed (e.g. a phone's search bar closes). */
  onEscape?: () => void
  /** The input's other attributes (`id`, `name`, `placeholder`, `maxLength`, `type`, `autoFocus`). */
  inputProps?: Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'onChange' | 'onKeyDown' | 'onFocus' | 'onBlur' | 'role'
  >
  className?: string
}

/**
 * A text box that suggests as it is typed, after the WAI-ARIA combobox pattern (list autocomplete, no automatic
 * selection): ArrowDown and ArrowUp move through the suggestions, Enter picks the highlighted one (with none
 * highlighted it submits the form as usual), Escape closes the list, a click picks. The page owns the text and the
 * suggestions (docs/product/course-page.md#suggestions).
 */
export function Combobox({
  label,
  value,
  onValueChange,
  options,
  optionsLabel,
  onPick,
  onEscape,
  inputProps,
  className,
}: ComboboxProps) {
  const listId = useId()
  const [focused, setFocused] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  // Typing starts again with none highlighted; a shorter list of suggestions may leave none.
  const [active, setActive] = useState(-1)
  const activeIndex = active < options.length ? active : -1
  const open = focused && !dismissed && options.length > 0
  const optionId = (index: number) => `${listId}-${index}`

  const move = (by: number) => {
    const count = options.length
    setDismissed(false)
    setActive(activeIndex < 0 && by < 0 ? count - 1 : (activeIndex + by + count) % count)
  }
  const pick = (option: ComboboxOption) => {
    setDismissed(true)
    onPick(option)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter' && open && activeIndex >= 0) {
      event.preventDefault()
      pick(options[activeIndex] as ComboboxOption)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      if (open) {
        event.stopPropagation()
        setDismissed(true)
      } else onEscape?.()
    }
  }

  return (
    <div className={cx('uk-combobox', className)}>
      <input
        {...inputProps}
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          setDismissed(false)
          setActive(-1)
          onValueChange(event.target.value)
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={optionsLabel}
        className="uk-popup uk-combobox__list"
        hidden={!open}
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the box's, as the combobox pattern has it.
          // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the box (aria-activedescendant).
          <div
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className="uk-combobox__option"
            // Keeps the focus in the box, so the click lands before the list closes on blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            {option.content}
          </div>
        ))}
      </div>
    </div>
  )
}
