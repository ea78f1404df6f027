import { RATING_TOP_TAGS, type TeacherDetail } from '@unikit/contracts/teachers'
import { VisuallyHidden } from '@unikit/design-system'
import styles from './TopTags.module.css'

/** The tags students gave a lecturer most often, each with how many times (nothing when there are none). */
export function TopTags({
  tags,
  heading,
}: {
  tags: TeacherDetail['top_tags']
  /** The heading above the list, at the level where it stands. */
  heading: { level: 3 | 4; text: string }
}) {
  if (tags.length === 0) return null
  const Heading = `h${heading.level}` as const
  return (
    <div>
      <Heading className={styles.subheading}>{heading.text}</Heading>
      <ul className={styles.tags}>
        {tags.slice(0, RATING_TOP_TAGS).map((tag) => (
          <li key={tag.name}>
            {tag.name}{' '}
            <span className={styles.tagCount}>
              <span aria-hidden="true">×</span>
              {tag.count}
              <VisuallyHidden> {tag.count === 1 ? 'time' : 'times'}</VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
