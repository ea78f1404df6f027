import { type Averages as AverageValues, ratingDimensions } from '@unikit/contracts/teachers'
import { formatCount } from '@unikit/design-system'
import styles from './Averages.module.css'

const insights = (count: number) => `${formatCount(count)} ${count === 1 ? 'insight' : 'insights'}`

function Score({ value }: { value: number | null }) {
  if (value === null) return <span className={styles.none}>No insights</span>
  return (
    <span className={styles.score}>
      <meter min={1} max={5} value={value} className={styles.meter} aria-hidden="true" />
      <span>{value.toFixed(1)} out of 5</span>
    </span>
  )
}

/**
 * The five averages, the last three semesters beside all time, so old insights do not drown how a lecturer
 * teaches now (docs/product/feedback.md#averages).
 */
export function Averages({ recent, allTime }: { recent: AverageValues; allTime: AverageValues }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Averages on a scale of 1 to 5. Difficulty: a higher number means a harder course, not a better one. An
        insight about a course more than three years ago weighs half.
      </caption>
      <thead>
        <tr>
          <th scope="col">Rating</th>
          <th scope="col">
            Last three semesters <span className={styles.count}>from {insights(recent.count)}</span>
          </th>
          <th scope="col">
            All time <span className={styles.count}>from {insights(allTime.count)}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {ratingDimensions.map((dimension) => (
          <tr key={dimension.key}>
            <th scope="row">{dimension.label}</th>
            <td>
              <Score value={recent[dimension.key]} />
            </td>
            <td>
              <Score value={allTime[dimension.key]} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
