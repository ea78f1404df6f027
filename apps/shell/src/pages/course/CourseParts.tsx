import type {
  CiteSample,
  CourseLecturersProps,
  CourseRef,
  CourseSamplesProps,
} from '@unikit/contracts/courses'
import { Spinner, WhenNear } from '@unikit/design-system'
import { useContext, useMemo } from 'react'
import { RemoteLoaderContext } from '../../federation/RemoteLoaderContext.ts'
import { RemotePart } from '../../federation/RemotePart.tsx'
import styles from './CoursePage.module.css'

/**
 * The course page's parts, each from the remote that owns it and each with its own loading, failure and Retry
 * (docs/decisions/0764-the-course-page-composes-parts.md): the archive's samples and feedback's lecturers. Cite on
 * a sample reaches the citation tool's own part, loaded when first pressed.
 */
export function CourseParts({ course }: { course: CourseRef }) {
  const runtime = useContext(RemoteLoaderContext)
  const samples = useMemo<CourseSamplesProps>(
    () => ({
      course,
      cite: async (sample) => {
        try {
          return (await runtime.loadPart<CiteSample>('citeSample')).part(sample)
        } catch (error) {
          // The next Cite loads the citation tool afresh rather than meeting this failure again.
          runtime.reset('citation')
          throw error
        }
      },
    }),
    [course, runtime],
  )
  const lecturers = useMemo<CourseLecturersProps>(() => ({ course }), [course])
  return (
    <div className={styles.parts}>
      <section className={`uk-panel ${styles.samples}`} aria-labelledby="course-samples">
        <h2 id="course-samples" className={styles.heading}>
          Samples from the archive
        </h2>
        <RemotePart name="courseSamples" title="The samples" props={samples} />
      </section>
      <section className="uk-panel" aria-labelledby="course-lecturers">
        <h2 id="course-lecturers" className={styles.heading}>
          Lecturers and their ratings
        </h2>
        {/* Under the samples on a phone: loaded and drawn as it is scrolled to, not with the page. */}
        <WhenNear placeholder={<Spinner label="Loading the lecturers…" />}>
          <RemotePart name="courseLecturers" title="The lecturers" props={lecturers} />
        </WhenNear>
      </section>
    </div>
  )
}
