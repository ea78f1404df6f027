import type { RatingDimension, ratingDimensions } from '@unikit/contracts/teachers'
import styles from './InsightForm.module.css'

/** One of the five ratings of an insight: its question, 1 to 5 as radio buttons, and its error. */
export function ScoreGroup({
  dimension,
  value,
  error,
  onChange,
}: {
  dimension: (typeof ratingDimensions)[number]
  value: number | undefined
  error: string | undefined
  onChange: (value: number) => void
}) {
  const errorId = `score-${dimension.key}-error`
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend>
        {dimension.question}{' '}
        <span className={styles.scale}>
          (1 {dimension.low}, 5 {dimension.high})
        </span>
      </legend>
      <div className={styles.choices}>
        {[1, 2, 3, 4, 5].map((score) => (
          <label key={score} className={styles.choice}>
            <input
              type="radio"
              name={`score-${dimension.key}`}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              data-field={score === 1 ? (dimension.key satisfies RatingDimension) : undefined}
            />
            {score}
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
