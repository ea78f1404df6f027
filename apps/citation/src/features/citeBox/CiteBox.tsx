import { Field, Spinner } from '@unikit/design-system'
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import type { SearchedQuery } from '../form/autoCite/autoCiteQuery.ts'
import { LookupInput } from '../form/autoCite/LookupInput.tsx'
import type { FormStart } from '../form/model/FormStart.ts'
import styles from './CiteBox.module.css'
import type { BoxOutcome } from './citeBoxLookup.ts'

// Reading the input, the lookups and what shows under the box load with the first Enter: the first view stays
// small (docs/decisions/0740-one-box-that-cites-anything.md).
const loadLookup = () => import('./citeBoxLookup.ts')
const CiteBoxOutcome = lazy(() =>
  import('./CiteBoxOutcome.tsx').then((module) => ({ default: module.CiteBoxOutcome })),
)

type Shown = Extract<BoxOutcome, { kind: 'results' | 'failed' }>

/** The box's states: what was typed was no lookup, a lookup runs, or its results or failure show. */
type BoxState =
  | { phase: 'idle' }
  | { phase: 'invalid'; message: string }
  | { phase: 'looking'; query: SearchedQuery }
  | { phase: 'shown'; query: SearchedQuery; outcome: Shown }

export type CiteBoxProps = {
  /** A work was found or chosen (or the student fills it in): open the form with it. */
  onStart: (start: FormStart) => void
  /** Nothing found for a title: the student chooses the kind of source, the title carried into its form. */
  onStartWithTitle: (title: string) => void
}

/** What a screen reader hears when the box's outcome changes; focus stays in the box. */
function announcement(state: BoxState): string {
  if (state.phase === 'looking') return 'Looking it up…'
  if (state.phase === 'invalid') return state.message
  if (state.phase !== 'shown') return ''
  if (state.outcome.kind === 'failed') return state.outcome.reason
  const count = state.outcome.results.length
  return count === 0 ? 'Nothing matched that.' : `${count} ${count === 1 ? 'result' : 'results'} found`
}

/**
 * One box that cites anything (docs/product/citations.md#one-box), as ZoteroBib's first screen: a web address, a
 * DOI, an ISBN or a title, and Enter. A DOI, an ISBN or an address opens the form of the right format filled in,
 * its preview showing; a title lists what matched; anything that fails says why and offers to fill it in by hand.
 */
export function CiteBox({ onStart, onStartWithTitle }: CiteBoxProps) {
  const id = useId()
  const [input, setInput] = useState('')
  const [state, setState] = useState<BoxState>({ phase: 'idle' })
  const running = useRef<AbortController | null>(null)
  const resultsHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => () => running.current?.abort(), [])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    running.current?.abort()
    running.current = null
    const { autoCiteQuery, citeBoxLookup } = await loadLookup()
    const query = autoCiteQuery(input)
    if (query.kind === 'invalid') {
      setState({ phase: 'invalid', message: query.message })
      return
    }
    if (query.kind === 'bad-isbn') {
      // "Fill it in yourself" then starts a book.
      const outcome = { kind: 'failed', reason: query.message } as const
      setState({ phase: 'shown', query: { kind: 'isbn', isbn: '' }, outcome })
      return
    }
    const controller = new AbortController()
    running.current = controller
    setState({ phase: 'looking', query })
    const outcome = await citeBoxLookup(query, controller.signal)
    if (running.current !== controller || outcome.kind === 'aborted') return
    running.current = null
    if (outcome.kind === 'found') {
      setState({ phase: 'idle' })
      onStart(outcome.start)
    } else setState({ phase: 'shown', query, outcome })
  }

  const looking = state.phase === 'looking'
  return (
    <div className={`uk-box ${styles.box}`}>
      <form className={styles.form} aria-labelledby={`${id}-label`} noValidate onSubmit={onSubmit}>
        <Field
          id={`${id}-input`}
          label={<span id={`${id}-label`}>Cite a source</span>}
          hint="Paste a web address, a DOI or an ISBN, or type a title, then press Enter."
          error={state.phase === 'invalid' ? state.message : undefined}
        >
          {(control) => (
            <LookupInput
              control={control}
              value={input}
              onChange={setInput}
              action="Cite"
              large
              loading={looking}
            />
          )}
        </Field>
      </form>
      <p className="uk-visually-hidden" role="status">
        {announcement(state)}
      </p>
      {state.phase === 'shown' && (
        <Suspense fallback={<Spinner label="Loading" />}>
          <CiteBoxOutcome
            outcome={state.outcome}
            query={state.query}
            resultsHeading={resultsHeading}
            onStart={onStart}
            onStartWithTitle={onStartWithTitle}
          />
        </Suspense>
      )}
    </div>
  )
}
