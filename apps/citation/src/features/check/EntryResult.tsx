import type { CslItem } from '@unikit/citation-core'
import { Button, Icon } from '@unikit/design-system'
import { memo, useId, useMemo } from 'react'
import styles from './CheckPage.module.css'
import { missingText } from './checkToForm.ts'
import { DiffText } from './DiffText.tsx'
import { FoundDetails } from './FoundDetails.tsx'
import { fillMissing } from './findMissingDetails.ts'
import { StatusLabel } from './StatusLabel.tsx'
import type { ShownEntry } from './shownEntries.ts'
import type { Lookup } from './useFindMissing.ts'
import { wordDiff } from './wordDiff.ts'

export type EntryResultProps = {
  entry: ShownEntry
  /** What "Find missing details" has for it, if asked. */
  lookup: Lookup | undefined
  /** 1-based positions of the other entries that are the same work. */
  sameAs: number[]
  onComplete: (entry: ShownEntry) => void
  onAccept: (entry: ShownEntry, lookup: Extract<Lookup, { state: 'found' }>) => void
  onDismiss: (entry: ShownEntry) => void
}

/**
 * One entry's result (docs/product/citations.md#checking-a-reference-list): its status in words, each problem,
 * the pasted text with the changes marked, the fixed reference; an entry missing a detail says which and opens
 * the form.
 */
export const EntryResult = memo(function EntryResult(props: EntryResultProps) {
  const { entry, lookup, sameAs, onComplete, onAccept, onDismiss } = props
  const id = useId()
  const { check, status, reference } = entry
  const diff = useMemo(() => wordDiff(check.inputHtml, reference.html), [check.inputHtml, reference.html])
  const changed = diff.some((word) => word.kind !== 'same')
  const missing = missingText(entry.formatId, entry.item, entry.missing)
  const adds =
    lookup?.state === 'found'
      ? missingText(
          entry.formatId,
          entry.item,
          fillMissing(entry.item, entry.missing, lookup.result.suggestion.item as CslItem).filled,
        )
      : ''

  return (
    <article className={styles.entry} aria-labelledby={`${id}-title`}>
      <header className="uk-cluster">
        <h3 id={`${id}-title`} className={styles.entryTitle} tabIndex={-1} data-entry-index={check.index}>
          Reference {check.index + 1}
        </h3>
        <StatusLabel status={status} />
      </header>
      {entry.problems.length > 0 && (
        <ul className={styles.problems} aria-label="Problems">
          {entry.problems.map((problem) => (
            <li key={problem.code + problem.message}>{problem.message}</li>
          ))}
        </ul>
      )}
      {sameAs.length > 0 && (
        <p className={styles.note}>
          The same work as reference {sameAs.join(' and ')}: keep one of them in your list.
        </p>
      )}
      {changed && (
        <>
          <p className={styles.label}>What changed</p>
          <DiffText diff={diff} />
        </>
      )}
      <p className={styles.label}>
        {status === 'correct'
          ? 'Your reference'
          : status === 'fixed'
            ? 'Fixed reference'
            : 'Reference so far'}
      </p>
      <p className={styles.reference} dangerouslySetInnerHTML={{ __html: reference.html }} />
      {entry.update?.via === 'form' && (
        <p className={styles.note}>
          <Icon name="check" size={16} /> Completed in the form and added to your project.
        </p>
      )}
      {entry.update?.via === 'lookup' && (
        <p className={styles.note}>
          <Icon name="check" size={16} /> Completed with what the cite service found.
        </p>
      )}
      {status === 'needs-details' && (
        <div className={`uk-callout uk-callout--warning ${styles.needs}`}>
          <p>
            {missing
              ? `Missing: the ${missing}. Add it in the form: everything else is filled in already.`
              : 'Some details could not be read. Check them in the form: everything read is filled in already.'}
          </p>
          {/* Its name says which reference; no hidden text, so nothing stray is ever shown or copied (issue 29). */}
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Complete in the form: reference ${check.index + 1}`}
            onClick={() => onComplete(entry)}
          >
            <Icon name="edit" size={16} /> Complete in the form
          </Button>
        </div>
      )}
      {lookup && status === 'needs-details' && (
        <FoundDetails
          lookup={lookup}
          adds={adds}
          number={check.index + 1}
          onAccept={() => lookup.state === 'found' && onAccept(entry, lookup)}
          onDismiss={() => onDismiss(entry)}
        />
      )}
    </article>
  )
})
