import type { ReactNode } from 'react'
import styles from './InsightForm.module.css'

/**
 * A question of the insight form answered by one choice (a score from 1 to 5, yes or no): its legend, the choices as
 * radio buttons, and its error. `field` marks the first choice, where the focus goes when the answer is missing.
 */
export function ChoiceGroup<V extends string | number>({
  name,
  legend,
  choices,
  value,
  error,
  field,
  onChange,
}: {
  name: string
  legend: ReactNode
  choices: readonly { value: V; label: string }[]
  value: V | undefined
  error: string | undefined
  field: string
  onChange: (value: V) => void
}) {
  const errorId = `${name}-error`
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice, index) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              data-field={index === 0 ? field : undefined}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
