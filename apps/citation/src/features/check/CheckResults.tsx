import type { ReferenceListCheck } from '@unikit/citation-core'
import { Button, Icon } from '@unikit/design-system'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { countText } from '../home/ListingActions.tsx'
import styles from './CheckPage.module.css'
import { EntryResult, type EntryResultProps } from './EntryResult.tsx'
import { FixedList } from './FixedList.tsx'
import { canLookUp } from './findMissingDetails.ts'
import { InTextReport } from './InTextReport.tsx'
import type { ShownEntry } from './shownEntries.ts'
import type { Lookup } from './useFindMissing.ts'
import { useProgressiveCount } from './useProgressiveCount.ts'

export type CheckResultsProps = {
  result: ReferenceListCheck
  entries: readonly ShownEntry[]
  /** The body of a dropped Word document, for the in-text check. */
  body: readonly string[] | null
  lookups: ReadonlyMap<number, Lookup>
  onFind: () => Promise<number>
} & Pick<EntryResultProps, 'onComplete' | 'onAccept' | 'onDismiss'>

const NONE: number[] = []

/** "3 correct, 6 fixed, 3 need details". */
function counts(entries: readonly ShownEntry[]): string {
  const of = (status: ShownEntry['status']) => entries.filter((entry) => entry.status === status).length
  const needs = of('needs-details')
  return `${of('correct')} correct, ${of('fixed')} fixed, ${needs} ${needs === 1 ? 'needs' : 'need'} details`
}

/**
 * The check's results (docs/product/citations.md#checking-a-reference-list): the list as a whole (order,
 * duplicates), "Find missing details", each entry, the fixed list and, for a Word document, the in-text check.
 */
export function CheckResults(props: CheckResultsProps) {
  const { result, entries, body, lookups, onFind, onComplete, onAccept, onDismiss } = props
  const id = useId()
  const [finding, setFinding] = useState(false)
  const [found, setFound] = useState<string>('')
  const shown = useProgressiveCount(entries.length)
  // Each check mounts its results afresh (keyed by the check): the page moves to them, so the student sees that
  // something happened, on a phone too, where they start below the box.
  const summary = useRef<HTMLParagraphElement>(null)
  useEffect(() => summary.current?.focus(), [])
  const askable = entries.filter(
    (entry) => entry.status === 'needs-details' && canLookUp(entry.item, entry.missing),
  )
  // Stable per entry, so an update to one entry (a lookup, an accept) re-renders that entry only.
  const sameAs = useMemo(() => {
    const others = new Map<number, number[]>()
    for (const group of result.duplicates)
      for (const index of group)
        others.set(
          index,
          group.filter((other) => other !== index).map((other) => other + 1),
        )
    return others
  }, [result.duplicates])

  const find = async () => {
    setFinding(true)
    setFound('')
    const asked = await onFind()
    setFinding(false)
    setFound(`Looked up ${countText(asked, 'reference')}: accept or dismiss what was found under each.`)
  }

  return (
    <>
      <section className={styles.section} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          Results
        </h2>
        <p ref={summary} role="status" tabIndex={-1} className={styles.summary}>
          {countText(entries.length, 'reference')} checked: {counts(entries)}.
        </p>
        {result.problems.length > 0 && (
          <ul className={styles.problems} aria-label="About the whole list">
            {result.problems.map((problem) => (
              <li key={problem.code + problem.message}>{problem.message}</li>
            ))}
          </ul>
        )}
        {result.duplicates.length > 0 && (
          <div>
            <h3 className={styles.subTitle}>Duplicates</h3>
            <ul className={styles.plainList}>
              {result.duplicates.map((group) => (
                <li key={group.join('-')}>
                  References {group.map((index) => index + 1).join(' and ')} are the same work.
                </li>
              ))}
            </ul>
          </div>
        )}
        {askable.length > 0 && (
          <div className={styles.finder}>
            <Button variant="secondary" onClick={find} loading={finding}>
              <Icon name="search" size={16} /> Find missing details
            </Button>
            <p className={styles.note}>
              Asks the cite service about {countText(askable.length, 'reference')} with a DOI or a clear
              title. Only their title and DOI are sent; nothing changes until you accept it.
            </p>
            <p role="status" className={styles.note}>
              {found}
            </p>
          </div>
        )}
        <ol className={styles.entries} aria-label="Checked references">
          {entries.slice(0, shown).map((entry) => (
            <li key={entry.check.index}>
              <EntryResult
                entry={entry}
                lookup={lookups.get(entry.check.index)}
                sameAs={sameAs.get(entry.check.index) ?? NONE}
                onComplete={onComplete}
                onAccept={onAccept}
                onDismiss={onDismiss}
              />
            </li>
          ))}
        </ol>
        {shown < entries.length && (
          <p className={styles.note}>
            Showing {shown} of {entries.length}…
          </p>
        )}
      </section>
      <FixedList entries={entries} duplicates={result.duplicates} />
      {body && <InTextReport body={body} entries={entries} />}
    </>
  )
}
