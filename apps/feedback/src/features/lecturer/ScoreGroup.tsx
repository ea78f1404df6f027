import type { ratingDimensions } from '@unikit/contracts/teachers'
import { ChoiceGroup } from './ChoiceGroup.tsx'
import styles from './InsightForm.module.css'

const scores = [1, 2, 3, 4, 5].map((score) => ({ value: score, label: String(score) }))

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
  return (
    <ChoiceGroup
      name={`score-${dimension.key}`}
      legend={
        <>
          {dimension.question}{' '}
          <span className={styles.scale}>
            (1 {dimension.low}, 5 {dimension.high})
          </span>
        </>
      }
      choices={scores}
      value={value}
      error={error}
      field={dimension.key}
      onChange={onChange}
    />
  )
}
