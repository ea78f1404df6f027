import type { TeacherList } from '@unikit/contracts/teachers'
import { Button } from '@unikit/design-system'
import { LecturerCard } from './LecturerCard.tsx'
import styles from './LecturerList.module.css'

/** Lecturer cards, a page at a time, with "Load more" while there are more. */
export function LecturerList({
  pages,
  label,
  highlightFirst = 0,
  loadingMore,
  onLoadMore,
}: {
  pages: TeacherList[]
  label: string
  highlightFirst?: number
  loadingMore: boolean
  onLoadMore: () => void
}) {
  const lecturers = pages.flatMap((page) => page.data)
  const total = pages.at(-1)?.total ?? 0
  return (
    <>
      <ul className={`uk-card-grid ${styles.grid}`} aria-label={label}>
        {lecturers.map((lecturer, index) => (
          <LecturerCard key={lecturer.id} lecturer={lecturer} highlight={index < highlightFirst} />
        ))}
      </ul>
      {lecturers.length < total && (
        <Button variant="secondary" onClick={onLoadMore} loading={loadingMore} className={styles.more}>
          Load more
        </Button>
      )}
    </>
  )
}
