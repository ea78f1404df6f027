import type { CitationEntry } from '@unikit/citation-core'
import { EmptyState, ErrorPanel, PageHeading, Spinner, toast } from '@unikit/design-system'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { saveCitation } from '../../store/citationActions.ts'
import type { FilledForm } from '../form/model/suggestionToForm.ts'
import { useWorkspaceHydration } from '../page/useWorkspaceHydration.ts'
import { actionErrorMessage } from '../shared/runAction.ts'
import { CheckInput } from './CheckInput.tsx'
import styles from './CheckPage.module.css'
import { CheckResults } from './CheckResults.tsx'
import { checkToForm, formatOf } from './checkToForm.ts'
import { fillMissing } from './findMissingDetails.ts'
import { type EntryUpdate, type ShownEntry, shownEntries } from './shownEntries.ts'
import { type Lookup, useFindMissing } from './useFindMissing.ts'
import { type CheckSource, MAX_ENTRIES, useReferenceCheck } from './useReferenceCheck.ts'

const CitationFormPane = lazy(() =>
  import('../form/CitationFormPane.tsx').then((module) => ({ default: module.CitationFormPane })),
)

/** The heading of an entry's result, to come back to from the form. */
const entryHeading = (index: number) => document.querySelector<HTMLElement>(`[data-entry-index="${index}"]`)

const EXAMPLE =
  'Smith, J. & Lee, K. (2020). Climate change and cities. Journal of Urban Studies, 12(3), 45–60. https://doi.org/10.1000/xyz123'

/**
 * The reference-list checker at `/citation/check` (docs/product/citations.md#checking-a-reference-list): a pasted
 * list or a Word document checked against RMIT Harvard in the browser, each entry correct, fixed or needing
 * details, and the fixed list to copy, export or add to a project. "Complete in the form" opens the citation
 * form over the results, which stay as they were.
 */
export function CheckPage() {
  useWorkspaceHydration()
  const { state, check, clear } = useReferenceCheck()
  const finder = useFindMissing()
  const [updates, setUpdates] = useState<ReadonlyMap<number, EntryUpdate>>(new Map())
  const [completing, setCompleting] = useState<{ index: number; filled: FilledForm } | null>(null)
  const [returnTo, setReturnTo] = useState<number | null>(null)

  const result = state.phase === 'done' ? state.result : null
  const entries = useMemo(() => (result ? shownEntries(result.entries, updates) : []), [result, updates])

  // A new check (or Clear) starts afresh: earlier updates and lookups belonged to the old list. Reset with the
  // check itself, so no render shows the new entries with the old list's updates.
  const { reset } = finder
  const start = useCallback(
    (source: CheckSource) => {
      setUpdates(new Map())
      reset()
      check(source)
    },
    [check, reset],
  )
  const clearAll = useCallback(() => {
    setUpdates(new Map())
    reset()
    clear()
  }, [clear, reset])

  useEffect(() => {
    if (completing !== null || returnTo === null) return
    entryHeading(returnTo)?.focus()
    setReturnTo(null)
  }, [completing, returnTo])

  const update = useCallback(
    (index: number, change: EntryUpdate) => setUpdates((current) => new Map(current).set(index, change)),
    [],
  )
  const onComplete = useCallback(
    (entry: ShownEntry) =>
      setCompleting({
        index: entry.check.index,
        filled: checkToForm(entry.formatId, entry.item, entry.missing),
      }),
    [],
  )
  const { dismiss } = finder
  const onAccept = useCallback(
    (entry: ShownEntry, lookup: Extract<Lookup, { state: 'found' }>) => {
      const { item, filled } = fillMissing(entry.item, entry.missing, lookup.result.suggestion.item as never)
      update(entry.check.index, {
        formatId: entry.formatId ?? formatOf(null, item).id,
        item,
        via: 'lookup',
        filled,
      })
      dismiss(entry.check.index)
    },
    [update, dismiss],
  )
  const onDismiss = useCallback((entry: ShownEntry) => dismiss(entry.check.index), [dismiss])

  const closeForm = () => {
    setReturnTo(completing?.index ?? null)
    setCompleting(null)
  }
  const save = (entry: CitationEntry) => {
    if (!completing) return
    try {
      saveCitation(entry)
    } catch (error) {
      toast(actionErrorMessage(error), { type: 'error', duration: 6000 })
      return
    }
    update(completing.index, { formatId: entry.formatId, item: entry.item, via: 'form' })
    toast('Citation added to your project', { type: 'success' })
    closeForm()
  }

  return (
    <div className={styles.page}>
      <div className={styles.content} hidden={completing !== null}>
        <PageHeading
          title="Check a reference list"
          subtitle="Paste your list or drop your Word document: each reference is checked against RMIT Harvard and fixed where it can be."
          actions={
            <Link to=".." relative="path" className={styles.back}>
              Back to your citations
            </Link>
          }
        />
        <CheckInput onCheck={start} onClear={clearAll} busy={state.phase === 'checking'} />
        {state.phase === 'empty' && (
          <EmptyState
            title="Paste a reference list to check it"
            message={
              <>
                Copy the list from your assignment, one reference a paragraph, in RMIT Harvard, APA, MLA or as
                Google Scholar gives it. For example: <span className={styles.example}>{EXAMPLE}</span>
              </>
            }
          />
        )}
        {state.phase === 'checking' && (
          <div className={styles.checking}>
            <Spinner label={`Checking ${state.count} references…`} />
            <p aria-hidden="true">Checking {state.count} references…</p>
          </div>
        )}
        {state.phase === 'tooMany' && (
          <ErrorPanel
            title="That list is too long to check at once"
            message={`It has ${state.count} paragraphs; the checker takes up to ${MAX_ENTRIES}. Check it in parts.`}
          />
        )}
        {state.phase === 'done' && (
          <CheckResults
            key={state.id}
            result={state.result}
            entries={entries}
            body={state.source.body}
            lookups={finder.lookups}
            onFind={() => finder.find(entries)}
            onComplete={onComplete}
            onAccept={onAccept}
            onDismiss={onDismiss}
          />
        )}
      </div>
      {completing && (
        <Suspense fallback={<Spinner label="Loading" />}>
          <div className={styles.form}>
            <CitationFormPane
              initialFormatId={completing.filled.formatId}
              filled={completing.filled}
              onSave={save}
              onBack={closeForm}
              onClose={closeForm}
            />
          </div>
        </Suspense>
      )}
    </div>
  )
}
