import { type CitationEntry, formStateToItem, getFormat } from '@unikit/citation-core'
import type { CiteSuggestion } from '@unikit/contracts/cite'
import { Button, cx, Icon, IconButton } from '@unikit/design-system'
import { type FormEvent, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react'
import { useProjectStyle } from '../styles/useProjectStyle.ts'
import { AutoCiteSearch } from './autoCite/AutoCiteSearch.tsx'
import styles from './CitationFormPane.module.css'
import { FormFields } from './fields/FormFields.tsx'
import { FormatPicker } from './format/FormatPicker.tsx'
import { citationFormReducer, initialModel } from './model/citationFormReducer.ts'
import { editedFormState } from './model/editedFormState.ts'
import type { FormStart } from './model/FormStart.ts'
import { type FormIssues, formIssues } from './model/formIssues.ts'
import { newFormState } from './model/newFormState.ts'
import { type FilledForm, suggestionToForm } from './model/suggestionToForm.ts'
import { CitationPreview } from './preview/CitationPreview.tsx'
import { useOneLinePreview } from './preview/useOneLinePreview.ts'

export type CitationFormPaneProps = {
  /** The format chosen on the format selection pane (or the edited citation's format). */
  initialFormatId: number
  /** The citation being edited; absent for a new one. The button then reads "Save!" instead of "Cite this!". */
  editing?: { id: string } & CitationEntry
  /**
   * The edited citation is no longer stored (its project was deleted, or another tab removed it): the form keeps
   * what was typed, says so, and "Cite this!" adds it as a new citation.
   */
  editingRemoved?: boolean
  /**
   * A new citation started from details found elsewhere (the checker's "Complete in the form"): the form opens
   * filled, the details still missing marked as after auto-cite.
   */
  filled?: FilledForm
  /** A new citation started from a work the one box found (or what the student typed there), with its notice. */
  start?: FormStart
  /** Persists the citation (the page's store) and returns to the listing. */
  onSave: (entry: CitationEntry, editingId?: string) => void
  /** "Back": to the format selection pane. */
  onBack: () => void
  /** The close icon: to the listing without saving. */
  onClose: () => void
}

/** The first control of a field a student can type in or choose with (not its checkboxes or radios). */
const FIELD_CONTROL = 'input:not([type="checkbox"]):not([type="radio"]):not(:disabled), select:not(:disabled)'

/** The citation form pane: format, auto-cite, dynamic fields, preview, "Cite this!". */
export function CitationFormPane({
  initialFormatId,
  editing,
  editingRemoved = false,
  filled: filledForm,
  start,
  onSave,
  onBack,
  onClose,
}: CitationFormPaneProps) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const focusField = useRef<string[] | null>(null)
  const [model, dispatch] = useReducer(citationFormReducer, undefined, () => {
    const filled = filledForm ?? (start && suggestionToForm(start.suggestion))
    return filled
      ? citationFormReducer(initialModel(filled.formatId), { type: 'fill', filled })
      : initialModel(
          initialFormatId,
          editing ? editedFormState(initialFormatId, editing.item) : newFormState(initialFormatId),
        )
  })
  const { formatId, form } = model
  const projectStyle = useProjectStyle(editing?.id)
  const format = getFormat(formatId)
  const base = editing?.item
  const item = useMemo(() => formStateToItem(formatId, form, base ? { base } : {}), [formatId, form, base])
  const issues = useMemo(() => formIssues(formatId, form, item), [formatId, form, item])
  const shownIssues = useMemo(() => {
    const shown: FormIssues = {}
    for (const [key, message] of Object.entries(issues)) {
      if (model.submitted || model.touched[key]) shown[key] = message
    }
    return shown
  }, [issues, model.submitted, model.touched])
  // Nothing typed yet (a new form's accessed date of today counts as nothing): the preview shows its hint.
  const empty = useMemo(
    () =>
      JSON.stringify(formStateToItem(formatId, form)) ===
      JSON.stringify(formStateToItem(formatId, newFormState(formatId))),
    [formatId, form],
  )

  useEffect(() => heading.current?.focus(), [])

  // After a render, focus the first of the requested fields the form shows (its hint is in place by then).
  useEffect(() => {
    const keys = focusField.current
    if (!keys) return
    focusField.current = null
    const frames = formRef.current?.querySelectorAll<HTMLElement>('[data-field-key]') ?? []
    const frame = [...frames].find((element) => keys.includes(element.dataset.fieldKey ?? ''))
    frame?.querySelector<HTMLElement>(FIELD_CONTROL)?.focus()
  })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const problems = Object.keys(issues)
    if (problems.length > 0) {
      focusField.current = problems
      dispatch({ type: 'submitFailed' })
      return
    }
    onSave({ formatId, item }, editing?.id)
  }

  // On a phone the preview rides in a bar pinned under the form; the student may fold it away to see more fields,
  // and it folds to one line by itself while they type in a field it would cover.
  const [previewOpen, setPreviewOpen] = useState(true)
  const sideRef = useRef<HTMLDivElement>(null)
  const preview = useOneLinePreview(sideRef)

  const onFill = (suggestion: CiteSuggestion) => {
    const filled = suggestionToForm(suggestion)
    if (filled.missingKeys.length > 0) focusField.current = filled.missingKeys
    dispatch({ type: 'fill', filled })
  }

  const title = editing ? 'Edit citation' : 'Create citation'
  const failed = model.submitted && Object.keys(issues).length > 0

  return (
    <section className={styles.pane} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <Icon name="chevronLeft" size={18} />
          Back
        </Button>
        <h1 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        <IconButton label="Close" icon={<Icon name="x" />} onClick={onClose} />
      </header>
      <div className={styles.layout}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the column only notices where focus goes, for the preview. */}
        <div className={styles.main} onFocus={preview.onFocus} onBlur={preview.onBlur}>
          {start && <p className={styles.notice}>{start.notice}</p>}
          <FormatPicker
            formatId={formatId}
            onChange={(next) => dispatch({ type: 'changeFormat', formatId: next, today: new Date() })}
          />
          <AutoCiteSearch formatId={formatId} onFill={onFill} />
          <form
            id={`${id}-form`}
            ref={formRef}
            className={styles.form}
            aria-label={`${format.name} details`}
            noValidate
            onSubmit={onSubmit}
          >
            <FormFields
              format={format}
              form={form}
              item={item}
              issues={shownIssues}
              autoMissing={model.autoMissing}
              dispatch={dispatch}
            />
          </form>
        </div>
        <div
          ref={sideRef}
          className={cx(styles.side, preview.oneLine && styles.oneLine)}
          data-one-line={preview.oneLine || undefined}
        >
          {!preview.oneLine && (
            <Button
              variant="ghost"
              size="sm"
              className={styles.previewToggle}
              aria-expanded={previewOpen}
              aria-controls={`${id}-preview`}
              onClick={() => setPreviewOpen((open) => !open)}
            >
              <Icon name="chevronDown" size={18} className={previewOpen ? undefined : styles.pointsUp} />
              {previewOpen ? 'Hide preview' : 'Show preview'}
            </Button>
          )}
          {/* Focusable: on a phone a long preview scrolls inside the bar, and a keyboard must reach it. */}
          <section
            id={`${id}-preview`}
            aria-label="Citation preview"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs a tab stop (WCAG 2.1.1)
            tabIndex={0}
            className={cx(styles.previewArea, !previewOpen && styles.folded)}
          >
            <CitationPreview formatId={formatId} item={item} empty={empty} {...projectStyle} />
          </section>
          {/* Always in the page, so a screen reader hears the notice when it appears. */}
          <div role="status" className={styles.status}>
            {editing && editingRemoved && (
              <p className={`uk-callout uk-callout--warning ${styles.removed}`}>
                This citation was removed from your list (its project was deleted, or it was removed in
                another tab). What you typed is kept: saving will add it as a new citation.
              </p>
            )}
          </div>
          <Button type="submit" form={`${id}-form`} size="lg" block>
            {editing && !editingRemoved ? 'Save!' : 'Cite this!'}
          </Button>
          {failed && <p className={styles.failed}>Fill in the fields marked above, then try again.</p>}
        </div>
      </div>
    </section>
  )
}
