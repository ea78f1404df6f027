import { formatMenu } from '@unikit/citation-core'
import { Spinner } from '@unikit/design-system'
import { useId } from 'react'
import { mostUsedFormats } from './formatRanking.ts'
import styles from './MostUsedFormats.module.css'
import { useFormatUsage } from './useFormatUsage.ts'

const groupLabels = new Map(formatMenu.map((group) => [group.key, group.label]))

/**
 * "Most used formats": the nine formats students cite most, three per row (one on a phone). Until the counts
 * arrive, and when they cannot be read, the default order shows, so the grid is never empty.
 */
export function MostUsedFormats({ onChoose }: { onChoose: (formatId: number) => void }) {
  const { status, counts } = useFormatUsage()
  const headingId = useId()
  const loading = status === 'loading'
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.heading}>
        <h2 id={headingId}>Most used formats</h2>
        {loading && <Spinner size="sm" label="Loading the most used formats" />}
      </div>
      <ul className={`uk-bare-list ${styles.grid}`} aria-busy={loading || undefined}>
        {mostUsedFormats(counts).map((format) => (
          <li key={format.id}>
            <button type="button" className={styles.tile} onClick={() => onChoose(format.id)}>
              <span className={styles.name}>{format.name}</span>
              <span className={styles.group} aria-hidden="true">
                {groupLabels.get(format.menuGroup)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
