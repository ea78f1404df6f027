import { cx } from '@unikit/design-system'
import { type ReactNode, useId } from 'react'
import styles from './SegmentedChoice.module.css'

export type SegmentedOption = { value: string; label: string }

export type SegmentedChoiceProps = {
  /** The group's name (its legend). */
  legend: ReactNode
  /** Keep the legend for screen readers only, when the options say it all. */
  legendHidden?: boolean
  options: readonly SegmentedOption[]
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  className?: string
}

/** A radio group drawn as a segmented switch: one choice among a few (A-or-B options, person or organisation). */
export function SegmentedChoice({
  legend,
  legendHidden,
  options,
  value,
  onChange,
  disabled,
  className,
}: SegmentedChoiceProps) {
  const name = useId()
  return (
    <fieldset className={cx(styles.group, className)} disabled={disabled}>
      <legend className={legendHidden ? 'uk-visually-hidden' : styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.face}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
