import type { CitedWhere, CourseSamplesProps } from '@unikit/contracts/courses'
import { type DriveItem, fileKindOf } from '@unikit/contracts/drive'
import { Button, formatCount, Icon, toast, useSubmission } from '@unikit/design-system'
import { useState } from 'react'
import { Link } from 'react-router'
import { itemHref } from '../shared/itemHref.ts'
import listStyles from '../shared/SampleList.module.css'
import { sampleFacts } from '../shared/sampleFacts.ts'
import styles from './CourseSamples.module.css'

/** The year a citation gives a sample: when it was written, else when it went into the archive. */
export const citedYear = (sample: DriveItem): number | null =>
  sample.year ?? (sample.published_at ? new Date(sample.published_at).getFullYear() : null)

/** One sample of the course page: its preview and title open the viewer; Cite adds it to the citation tool. */
export function SampleCard({
  sample,
  course,
  cite,
  firstRow = false,
}: { sample: DriveItem; firstRow?: boolean } & Pick<CourseSamplesProps, 'course' | 'cite'>) {
  const [cited, setCited] = useState<CitedWhere | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const { pending, run } = useSubmission()
  const onCite = () =>
    run(async () => {
      setFailure(null)
      try {
        const where = await cite({ title: sample.name, year: citedYear(sample), course })
        setCited(where)
        toast(
          where.already
            ? `“${sample.name}” is already in ${where.project} (${where.style})`
            : `“${sample.name}” added to ${where.project} (${where.style})`,
          { type: where.already ? 'info' : 'success' },
        )
      } catch {
        setCited(null)
        setFailure('The citation tool could not be reached, so nothing was added. Try again in a moment.')
      }
    })
  const href = itemHref(sample)
  return (
    <li className={styles.card}>
      <Link
        to={href}
        className={`${listStyles.preview} ${styles.preview}`}
        aria-label={`Open ${sample.name}`}
      >
        {sample.thumbnail_url ? (
          <img
            src={sample.thumbnail_url}
            alt=""
            // The first row is what the page opens on (its largest paint); the rest wait until scrolled to.
            loading={firstRow ? 'eager' : 'lazy'}
            fetchPriority={firstRow ? 'high' : 'auto'}
            decoding="async"
            width={240}
            height={340}
          />
        ) : (
          <Icon name={fileKindOf(sample.mime_type) === 'video' ? 'archive' : 'book'} size={28} />
        )}
      </Link>
      <h3 className={styles.title}>
        <Link to={href}>{sample.name}</Link>
      </h3>
      <p className={styles.facts}>
        {[
          ...sampleFacts(sample, { course: false }),
          sample.helpful_count > 0 ? `${formatCount(sample.helpful_count)} found it helpful` : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {/* Busy rather than disabled while it cites, so the focus stays on it (a disabled button drops it); `run`
          ignores a press while one runs. */}
      <Button
        variant="secondary"
        size="sm"
        aria-busy={pending || undefined}
        aria-disabled={pending || undefined}
        aria-label={`Cite ${sample.name}`}
        onClick={() => void onCite()}
      >
        <Icon name="quote" size={16} />
        Cite
      </Button>
      <p className={styles.outcome} role="status">
        {cited && (
          <>
            In your project {cited.project} ({cited.style}).{' '}
            <Link to="/citation">Open the citation tool</Link>
          </>
        )}
      </p>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </li>
  )
}
