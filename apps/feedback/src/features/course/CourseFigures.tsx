import type { CourseLecturer } from '@unikit/contracts/courses'
import { formatCount } from '@unikit/design-system'
import styles from './CourseLecturers.module.css'

const outOfFive = (value: number | null) => (value === null ? 'No scores' : `${value.toFixed(1)} out of 5`)

/** A lecturer's figures for one course, in words (never by colour alone). */
export function CourseFigures({ lecturer }: { lecturer: CourseLecturer }) {
  const { summary } = lecturer
  const figures: [string, string][] = [
    ['Overall', outOfFive(lecturer.all_time.all)],
    [
      'Would take again',
      summary.would_take_again === null
        ? 'Nobody said yet'
        : `${summary.would_take_again}% of ${formatCount(summary.would_take_again_count)}`,
    ],
    ['Difficulty', outOfFive(summary.difficulty)],
    ['Insights', formatCount(summary.count)],
  ]
  return (
    <dl className={styles.figures}>
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
