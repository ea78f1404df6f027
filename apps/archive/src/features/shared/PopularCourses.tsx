import { useApiResource } from '@unikit/auth'
import { EmptyState, ErrorPanel } from '@unikit/design-system'
import { Link } from 'react-router'
import { archiveApi } from '../../api/archiveApi.ts'
import { itemHref } from './itemHref.ts'
import { LoadingState } from './LoadingState.tsx'
import styles from './PopularCourses.module.css'

/** The course folders students star and open most, as a row of links (docs/product/archive.md). */
export function PopularCourses() {
  const popular = useApiResource(() => archiveApi.popular(), [])
  return (
    <section className={styles.section} aria-labelledby="popular-courses">
      <h2 id="popular-courses">Popular courses</h2>
      {popular.status === 'error' && !popular.data ? (
        <ErrorPanel
          title="Popular courses could not be loaded"
          message={popular.error.message}
          onRetry={popular.reload}
        />
      ) : !popular.data ? (
        <LoadingState label="Loading popular courses" />
      ) : popular.data.length === 0 ? (
        <EmptyState
          title="No popular courses yet"
          message="Courses students open and star most show here."
          headingLevel={3}
        />
      ) : (
        <ul className={styles.list}>
          {popular.data.map((course) => (
            <li key={course.id}>
              <Link to={itemHref(course)} className={styles.course}>
                <span className={styles.name}>{course.name}</span>
                {course.code && <span className={styles.code}>{course.code}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
