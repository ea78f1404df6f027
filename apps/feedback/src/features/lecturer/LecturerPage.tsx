import { useApiResource, useIsStaff } from '@unikit/auth'
import { coursePath } from '@unikit/contracts/courses'
import { Breadcrumb, Button, ErrorPanel, Loadable, PageHeading, Select } from '@unikit/design-system'
import { useEffect, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { feedbackApi } from '../../api/feedbackApi.ts'
import { Avatar } from '../shared/Avatar.tsx'
import { Averages } from './Averages.tsx'
import { InsightForm } from './InsightForm.tsx'
import { InsightList } from './InsightList.tsx'
import { InsightSummary } from './InsightSummary.tsx'
import styles from './LecturerPage.module.css'
import { TopTags } from './TopTags.tsx'

/**
 * `/feedback/lecturer/:id`: the lecturer's card, top tags, averages and summary (all courses or one), the
 * insights, and for students "Provide insight" and their own insights (docs/product/feedback.md).
 */
export function LecturerPage() {
  const id = Number(useParams().id)
  // Another lecturer starts afresh: no course chosen, no form open.
  return <Lecturer key={id} id={id} />
}

/** The course id in the address, when it is one. */
function chosenCourse(value: string | null): number | undefined {
  const id = Number(value)
  return value && Number.isInteger(id) && id > 0 ? id : undefined
}

function Lecturer({ id }: { id: number }) {
  // The course chosen is in the address (`?course=<id>`), so the course page can link to a lecturer for its course.
  const [params, setParams] = useSearchParams()
  const courseId = chosenCourse(params.get('course'))
  const setCourseId = (chosen: number | undefined) =>
    setParams(chosen ? { course: String(chosen) } : {}, { replace: true })
  const [version, setVersion] = useState(0)
  const [writing, setWriting] = useState(false)
  const lecturer = useApiResource(() => feedbackApi.lecturer(id, courseId), [id, courseId, version])
  const tags = useApiResource(() => feedbackApi.tags(), [])
  // An old link may name a course the lecturer no longer teaches: all their courses instead.
  const notTaught = lecturer.status === 'error' && lecturer.error.code === 'COURSE_NOT_TAUGHT'
  useEffect(() => {
    if (notTaught) setParams({}, { replace: true })
  }, [notTaught, setParams])
  const staff = useIsStaff()

  if (!Number.isInteger(id) || id < 1 || (lecturer.status === 'error' && lecturer.error.status === 404))
    return (
      <div className="uk-page">
        <PageHeading title="Lecturer not found" />
        <p>
          This lecturer is not on Unikit, or no longer teaches.{' '}
          <Link to="/feedback">Back to lecturer feedback</Link>
        </p>
      </div>
    )
  const data = lecturer.data
  if (!data)
    return (
      <div className="uk-page">
        <Loadable
          state={lecturer}
          loading="Loading the lecturer"
          failure="This lecturer could not be loaded"
        />
      </div>
    )

  const about: [string, string | null][] = [
    ['Bio', data.bio],
    ['Hobbies', data.hobbies],
    ['Teaching style', data.style],
  ]
  return (
    <div className="uk-page">
      <Breadcrumb items={[{ label: 'Lecturer feedback', href: '/feedback' }, { label: data.fullname }]} />
      <div className={styles.card}>
        <Avatar name={data.fullname} url={data.avatar_url} size="lg" />
        <div className={styles.identity}>
          <PageHeading
            title={data.fullname}
            subtitle={[data.major, data.campus].filter(Boolean).join(' · ')}
            actions={
              !staff && (
                <>
                  <Link to="/feedback/mine">My insights</Link>
                  <Button onClick={() => setWriting(true)} disabled={data.courses.length === 0}>
                    Provide insight
                  </Button>
                </>
              )
            }
          />
          <dl className={styles.about}>
            {about
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            <div>
              <dt>Courses</dt>
              <dd>
                {data.courses.length === 0 ? (
                  'None listed'
                ) : (
                  <ul className={styles.courses}>
                    {data.courses.map((course) => (
                      <li key={course.id}>
                        {/* The course page is the shell's: a plain link to its absolute address. */}
                        <Link to={coursePath(course.code)}>
                          {course.code} {course.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          </dl>
        </div>
      </div>

      <section className="uk-panel" aria-labelledby="ratings-heading">
        <div className={styles.ratingsHead}>
          <h2 id="ratings-heading">Ratings</h2>
          <Select
            label="Course"
            options={[
              { value: '', label: 'All courses' },
              ...data.courses.map((course) => ({
                value: String(course.id),
                label: `${course.code} ${course.name}`,
              })),
            ]}
            value={courseId ? String(courseId) : ''}
            onChange={(event) => setCourseId(event.target.value ? Number(event.target.value) : undefined)}
            fieldClassName={styles.courseSelect}
          />
        </div>
        <TopTags tags={data.top_tags} heading={{ level: 3, text: 'Top tags' }} />
        {lecturer.status === 'error' && (
          <ErrorPanel
            title="These averages could not be brought up to date"
            message={lecturer.error.message}
            onRetry={lecturer.reload}
          />
        )}
        <Averages recent={data.recent} allTime={data.all_time} />
        <InsightSummary summary={data.summary} courseChosen={courseId !== undefined} />
      </section>

      <InsightList teacherId={id} courseId={courseId} version={version} staff={staff} />

      {!staff && (
        <InsightForm
          open={writing}
          onClose={() => setWriting(false)}
          teacherId={id}
          lecturer={data.fullname}
          courses={data.courses}
          tags={tags.data ?? []}
          onSaved={() => setVersion((n) => n + 1)}
        />
      )}
    </div>
  )
}
