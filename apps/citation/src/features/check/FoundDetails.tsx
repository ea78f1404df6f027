import { renderReference } from '@unikit/citation-core'
import { Button, Icon } from '@unikit/design-system'
import styles from './CheckPage.module.css'
import type { Lookup } from './useFindMissing.ts'

export type FoundDetailsProps = {
  lookup: Lookup
  /** What the found work adds, in words ("year"). */
  adds: string
  /** The entry's number in the list, so each card's buttons have a name of their own. */
  number: number
  onAccept: () => void
  onDismiss: () => void
}

/** What "Find missing details" found for one entry, for the student to accept or dismiss: never applied unasked. */
export function FoundDetails({ lookup, adds, number, onAccept, onDismiss }: FoundDetailsProps) {
  if (lookup.state === 'looking') return <p className={styles.note}>Looking for the missing details…</p>
  if (lookup.state === 'failed') return <p className={styles.note}>{lookup.message}</p>
  if (lookup.state === 'none')
    return (
      <p className={styles.note}>
        Nothing with this title or DOI was found. Complete it in the form instead.
      </p>
    )
  const { result } = lookup
  const reference = renderReference(result.suggestion.formatId, { ...result.suggestion.item } as never)
  return (
    <div className={styles.found}>
      <p className={styles.label}>Found by the cite service{adds ? `: adds the ${adds}` : ''}</p>
      <p className={styles.reference} dangerouslySetInnerHTML={{ __html: reference.html }} />
      <div className={styles.buttons}>
        <Button size="sm" onClick={onAccept} disabled={!adds} aria-label={`Accept: reference ${number}`}>
          <Icon name="check" size={16} /> Accept
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss} aria-label={`Dismiss: reference ${number}`}>
          <Icon name="x" size={16} /> Dismiss
        </Button>
      </div>
    </div>
  )
}
