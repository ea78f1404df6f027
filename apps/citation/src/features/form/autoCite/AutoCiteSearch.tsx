import type { CiteSuggestion } from '@unikit/contracts/cite'
import { Button, Field, Spinner } from '@unikit/design-system'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { MANUAL_START } from '../model/FormStart.ts'
import styles from './AutoCite.module.css'
import { FillYourself } from './FillYourself.tsx'
import { LookupInput } from './LookupInput.tsx'
import { manualSuggestion } from './manualSuggestion.ts'
import { ResultDetail } from './ResultDetail.tsx'
import { NO_RESULTS, ResultList } from './ResultList.tsx'
import { type AutoCiteView, useAutoCite } from './useAutoCite.ts'

export type AutoCiteSearchProps = {
  /** The format being filled in: a title search is narrowed to its kind of work. */
  formatId: number
  /** "Continue" on a found work, or "Fill it in yourself" from what was typed: fill the form with it. */
  onFill: (suggestion: CiteSuggestion) => void
}

type FocusTarget = 'input' | 'results' | 'detail' | 'filled' | null

/** What a search found, for the live region: focus stays in the search box while results arrive. */
function announcement(view: AutoCiteView): string {
  if (view.phase === 'results') {
    if (view.results.length === 0) return NO_RESULTS
    return view.results.length === 1 ? '1 result found' : `${view.results.length} results found`
  }
  if (view.phase === 'detail' && view.single) return `Found: ${view.chosen.title}`
  if (view.phase === 'failed') return view.reason
  return ''
}

/**
 * "Auto-cite": a URL, DOI or title, searched only on submit; the results list, the detail card of the
 * chosen work, and "Continue", which fills the form (docs/product/citations.md#auto-cite).
 */
export function AutoCiteSearch({ formatId, onFill }: AutoCiteSearchProps) {
  const id = useId()
  const [input, setInput] = useState('')
  const autoCite = useAutoCite()
  const { view } = autoCite
  const inputRef = useRef<HTMLInputElement>(null)
  const resultsRef = useRef<HTMLHeadingElement>(null)
  const detailRef = useRef<HTMLHeadingElement>(null)
  const filledRef = useRef<HTMLParagraphElement>(null)
  const focusNext = useRef<FocusTarget>(null)

  useEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    const element = { input: inputRef, results: resultsRef, detail: detailRef, filled: filledRef }[target]
      .current
    element?.focus()
  })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const found = await autoCite.search(input, formatId)
    if (!found) inputRef.current?.focus()
  }
  const then = (target: FocusTarget, action: () => void) => () => {
    focusNext.current = target
    action()
  }
  const onContinue = () => {
    const chosen = autoCite.accept()
    if (!chosen) return
    // The form moves focus on to the first field left to fill, if any; else it lands on the summary.
    focusNext.current = 'filled'
    onFill(chosen.suggestion)
  }
  const onStartManually = () => {
    const query = autoCite.startManually()
    if (!query) return
    focusNext.current = 'filled'
    onFill(manualSuggestion(query, formatId))
  }
  const nothingFound = view.phase === 'results' && view.results.length === 0
  const busy = view.phase === 'loading'

  return (
    <section className={styles.autoCite} aria-labelledby={`${id}-label`}>
      <form className={styles.form} noValidate onSubmit={onSubmit} data-field-unit>
        <Field
          id={`${id}-input`}
          label={<span id={`${id}-label`}>Auto-cite</span>}
          hint="Paste a web address, a DOI or an ISBN, or type an article's title, then search."
          error={autoCite.message}
        >
          {(control) => (
            <LookupInput
              control={control}
              value={input}
              onChange={setInput}
              action="Search"
              inputRef={inputRef}
            />
          )}
        </Field>
      </form>
      <p className="uk-visually-hidden" role="status">
        {announcement(view)}
      </p>
      <div className={styles.outcome} aria-busy={busy}>
        {busy && <Spinner label="Searching" />}
        {view.phase === 'failed' && <FillYourself reason={view.reason} onStart={onStartManually} />}
        {nothingFound && <FillYourself reason={NO_RESULTS} onStart={onStartManually} />}
        {view.phase === 'manual' && (
          <p ref={filledRef} tabIndex={-1} className={`uk-callout uk-callout--success ${styles.filled}`}>
            {MANUAL_START}
          </p>
        )}
        {view.phase === 'results' && !nothingFound && (
          <ResultList
            results={view.results}
            headingRef={resultsRef}
            onChoose={(result) => {
              focusNext.current = 'detail'
              autoCite.choose(result)
            }}
          />
        )}
        {view.phase === 'detail' && (
          <ResultDetail
            result={view.chosen}
            single={view.single}
            headingRef={detailRef}
            onBack={then('results', autoCite.backToResults)}
            onContinue={onContinue}
          />
        )}
        {view.phase === 'filled' && (
          <p ref={filledRef} tabIndex={-1} className={`uk-callout uk-callout--success ${styles.filled}`}>
            Filled in from “{view.filledFrom.title}”. Check the details below.
          </p>
        )}
        {view.phase !== 'idle' && view.phase !== 'loading' && (
          <div className="uk-cluster">
            {view.phase === 'filled' && (
              <Button
                variant="ghost"
                size="sm"
                onClick={then(view.single ? 'detail' : 'results', autoCite.backToReview)}
              >
                Back to review
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              onClick={then('input', () => {
                autoCite.clear()
                setInput('')
              })}
            >
              clear
            </Button>
          </div>
        )}
      </div>
    </section>
  )
}
