import { useApiResource } from '@unikit/auth'
import type { CourseSamplesProps } from '@unikit/contracts/courses'
import { EmptyState, Loadable } from '@unikit/design-system'
import { Link } from 'react-router'
import { archiveApi } from '../../api/archiveApi.ts'
import { itemHref } from '../shared/itemHref.ts'
import { samplesLabel } from '../shared/sampleFacts.ts'
import styles from './CourseSamples.module.css'
import { SampleCard } from './SampleCard.tsx'

/** How many samples the course page shows before "See all". */
export const COURSE_SAMPLES_SHOWN = 8

/** The previews in view as the page opens on a phone (two a row): fetched at once, not when scrolled to. */
const FIRST_ROW = 2

/**
 * The archive's part of the course page (docs/product/course-page.md#samples): the course's samples with their
 * previews, most helpful first, "See all" to the course's folder, and Cite on each. The page gives the heading.
 */
export function CourseSamples({ course, cite }: CourseSamplesProps) {
  const shelf = useApiResource(() => archiveApi.course(course.code, COURSE_SAMPLES_SHOWN), [course.code])
  return (
    <Loadable state={shelf} loading="Loading the samples" failure="The samples could not be loaded">
      {({ folder, samples }) =>
        !folder || samples.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={`No samples for ${course.code} yet`}
            message="Samples appear here once staff have reviewed them. Wrote something worth sharing? Upload it from the archive."
            action={<Link to={folder ? itemHref(folder) : '/archive'}>Go to the archive</Link>}
          />
        ) : (
          <div className={styles.shelf}>
            <ul className={styles.grid} aria-label={`Samples for ${course.code}`}>
              {samples.map((sample, index) => (
                <SampleCard
                  key={sample.id}
                  sample={sample}
                  course={course}
                  cite={cite}
                  firstRow={index < FIRST_ROW}
                />
              ))}
            </ul>
            <Link className={styles.all} to={itemHref(folder)}>
              See all {samplesLabel(folder.file_count ?? samples.length)} in the archive
            </Link>
          </div>
        )
      }
    </Loadable>
  )
}
