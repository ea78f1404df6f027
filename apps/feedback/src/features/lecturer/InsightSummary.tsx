import type { InsightSummary as SummaryValues } from '@unikit/contracts/teachers'
import { formatCount } from '@unikit/design-system'
import averages from './Averages.module.css'
import styles from './InsightSummary.module.css'

const insights = (count: number) => `${formatCount(count)} ${count === 1 ? 'insight' : 'insights'}`

/**
 * What a lecturer's insights add up to (docs/product/feedback.md#averages): how many gave each overall score, as a
 * small bar chart that is a table underneath (a screen reader reads the counts), the share who would take the
 * lecturer again, the difficulty, how many are aged, and each course's average.
 */
export function InsightSummary({ summary, courseChosen }: { summary: SummaryValues; courseChosen: boolean }) {
  const most = Math.max(1, ...summary.distribution)
  return (
    <div className={styles.summary}>
      <table className={styles.distribution}>
        <caption className={averages.caption}>Overall scores given, from {insights(summary.count)}</caption>
        <thead className="uk-visually-hidden">
          <tr>
            <th scope="col">Score</th>
            <th scope="col">Insights</th>
          </tr>
        </thead>
        <tbody>
          {[5, 4, 3, 2, 1].map((score) => {
            const count = summary.distribution[score - 1] ?? 0
            return (
              <tr key={score}>
                <th scope="row" className={styles.score}>
                  {score}
                </th>
                <td className={styles.barCell}>
                  <span
                    className={styles.bar}
                    style={{ inlineSize: `${(count / most) * 100}%` }}
                    aria-hidden="true"
                  />
                  <span className={styles.count}>{formatCount(count)}</span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <dl className={styles.figures}>
        <div>
          <dt>Would take again</dt>
          <dd>
            {summary.would_take_again === null
              ? 'Nobody said yet'
              : `${summary.would_take_again}% of ${insights(summary.would_take_again_count)}`}
          </dd>
        </div>
        <div>
          <dt>Difficulty</dt>
          <dd>{summary.difficulty === null ? 'No insights' : `${summary.difficulty.toFixed(1)} out of 5`}</dd>
        </div>
        {summary.aged_count > 0 && (
          <div>
            <dt>Older than three years</dt>
            <dd>{insights(summary.aged_count)}, each weighing half in the averages</dd>
          </div>
        )}
      </dl>
      {!courseChosen && summary.by_course.length > 1 && (
        <table className={styles.courses}>
          <caption className={averages.caption}>By course</caption>
          <thead>
            <tr>
              <th scope="col">Course</th>
              <th scope="col">Insights</th>
              <th scope="col">Overall</th>
            </tr>
          </thead>
          <tbody>
            {summary.by_course.map(({ course, count, overall }) => (
              <tr key={course.id}>
                <th scope="row">
                  {course.code} <span className={styles.courseName}>{course.name}</span>
                </th>
                <td>{formatCount(count)}</td>
                <td>{overall === null ? '–' : `${overall.toFixed(1)} out of 5`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
