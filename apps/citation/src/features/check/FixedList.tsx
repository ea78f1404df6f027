import { type CitationEntry, renderBibliography } from '@unikit/citation-core'
import { Button, Icon, toast } from '@unikit/design-system'
import { useId, useMemo, useState } from 'react'
import { activeProjectStore } from '../../store/activeProjectStore.ts'
import { addCitations } from '../../store/citationActions.ts'
import { useFontStyle } from '../../store/fontStyleStore.ts'
import { projectsStore } from '../../store/projectsStore.ts'
import { copyCitations } from '../home/copyCitations.ts'
import { exportWord } from '../home/exportWord.ts'
import { countText } from '../home/ListingActions.tsx'
import { runAction } from '../shared/runAction.ts'
import styles from './CheckPage.module.css'
import type { ShownEntry } from './shownEntries.ts'

/**
 * The fixed list in RMIT order with Copy, Export and Add all (docs/product/citations.md#checking-a-reference-list).
 * Entries that still need a detail stay out until completed (a reference missing its year is not a fix), and a
 * work pasted twice is in it once.
 */
export function FixedList({
  entries,
  duplicates,
}: {
  entries: readonly ShownEntry[]
  /** Groups of entries that are the same work: the list keeps the first of each. */
  duplicates: readonly number[][]
}) {
  const id = useId()
  const font = useFontStyle()
  const [exporting, setExporting] = useState(false)
  const [added, setAdded] = useState<ReadonlySet<number>>(new Set())
  const ready = useMemo(() => {
    const repeated = new Set(duplicates.flatMap((group) => group.slice(1)))
    return entries.filter(
      (entry) =>
        entry.formatId !== null && entry.status !== 'needs-details' && !repeated.has(entry.check.index),
    )
  }, [entries, duplicates])
  const repeats = duplicates.reduce((sum, group) => sum + group.length - 1, 0)
  const list: CitationEntry[] = useMemo(
    () => ready.map((entry) => ({ formatId: entry.formatId!, item: entry.item })),
    [ready],
  )
  const bibliography = useMemo(() => renderBibliography(list).filter((entry) => !entry.inTextOnly), [list])
  const toAdd = ready.filter((entry) => !entry.saved && !added.has(entry.check.index))
  const leftOut = entries.length - ready.length - repeats

  const copy = async () => {
    try {
      await copyCitations(list, font)
      toast('Your fixed list has been copied', { type: 'success' })
    } catch {
      toast('The list could not be copied: the browser did not allow access to the clipboard.', {
        type: 'error',
      })
    }
  }
  const exportDocument = async () => {
    setExporting(true)
    try {
      await exportWord(list, font)
    } catch {
      toast('The Word document could not be created. Please try again.', { type: 'error' })
    } finally {
      setExporting(false)
    }
  }
  const addAll = () => {
    const saved = runAction(() =>
      addCitations(toAdd.map((entry) => ({ formatId: entry.formatId!, item: entry.item }))),
    )
    if (!saved) return
    setAdded((current) => new Set([...current, ...toAdd.map((entry) => entry.check.index)]))
    const { activeProjectId } = activeProjectStore.getState()
    const project = projectsStore.getState().projects.find((candidate) => candidate.id === activeProjectId)
    toast(
      `${countText(saved.length, 'reference')} added to ${project ? `“${project.title}”` : 'your project'}`,
      {
        type: 'success',
        duration: 5000,
      },
    )
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Fixed reference list
      </h2>
      {leftOut > 0 && (
        <p className={styles.note}>
          {countText(leftOut, 'reference')} that {leftOut === 1 ? 'needs' : 'need'} details{' '}
          {leftOut === 1 ? 'is' : 'are'} left out until completed.
        </p>
      )}
      {repeats > 0 && <p className={styles.note}>A work pasted twice is in the list once.</p>}
      {bibliography.length === 0 ? (
        <p className={styles.note}>No reference is ready yet: complete the ones that need details.</p>
      ) : (
        <ul className={styles.fixedList} aria-label="Fixed references, in RMIT order">
          {bibliography.map((entry) => (
            <li key={entry.index} dangerouslySetInnerHTML={{ __html: entry.html }} />
          ))}
        </ul>
      )}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={copy} disabled={bibliography.length === 0}>
          <Icon name="copy" size={16} /> Copy fixed list
        </Button>
        <Button
          variant="secondary"
          onClick={exportDocument}
          loading={exporting}
          disabled={bibliography.length === 0}
        >
          <Icon name="download" size={16} /> Export .docx
        </Button>
        <Button onClick={addAll} disabled={toAdd.length === 0}>
          <Icon name="plus" size={16} />{' '}
          {toAdd.length === 0 && ready.length > 0 ? 'Added to your project' : 'Add all to a project'}
        </Button>
      </div>
    </section>
  )
}
