import { useApiResource } from '@unikit/auth'
import { Loadable } from '@unikit/design-system'
import { Link } from 'react-router'
import { archiveApi } from '../../api/archiveApi.ts'
import { itemHref } from './itemHref.ts'
import styles from './PopularCourses.module.css'

/** The course folders students star and open most, as a row of links (docs/product/archive.md). */
export function PopularCourses() {
  const popular = useApiResource(() => archiveApi.popular(), [])
  return (
    <section className="uk-stack" aria-labelledby="popular-courses">
      <h2 id="popular-courses">Popular courses</h2>
      <Loadable
        state={popular}
        loading="Loading popular courses"
        failure="Popular courses could not be loaded"
        empty={{
          title: 'No popular courses yet',
          message: 'Courses students open and star most show here.',
          headingLevel: 3,
        }}
      >
        {(courses) => (
          <ul className={`uk-card-grid ${styles.list}`}>
            {courses.map((course) => (
              <li key={course.id}>
                <Link to={itemHref(course)} className={styles.course}>
                  <span className={styles.name}>{course.name}</span>
                  {course.code && <span className={styles.code}>{course.code}</span>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Loadable>
    </section>
  )
}
