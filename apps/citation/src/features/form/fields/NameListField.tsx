import { emptyName, type NameValue } from '@unikit/citation-core'
import { Checkbox, cx } from '@unikit/design-system'
import { useEffect, useId, useRef } from 'react'
import { fieldHint } from './fieldHint.tsx'
import type { FieldControlProps } from './fieldProps.ts'
import styles from './fields.module.css'
import { NameRow } from './NameRow.tsx'
import { nameRows, newRowKind, rowIsEmpty } from './nameRows.ts'
import { RequiredMark } from './RequiredMark.tsx'

/** The first typing box of a row (not its person/organisation radios). */
const ROW_INPUT = 'input[type="text"]:not(:disabled)'

/**
 * A repeatable list of names (docs/product/citations.md#form): an add button on the last row, a trash icon while there is
 * more than one row, and "N/A" (no author) offered only while the first row is empty; ticked, it locks the rows.
 */
export function NameListField({ field, form, issue, autoMissing, unprinted, dispatch }: FieldControlProps) {
  const id = useId()
  const list = useRef<HTMLOListElement>(null)
  const focusRow = useRef<number | null>(null)
  const rows = nameRows(field, form.values[field.key])
  const notApplicable = field.notApplicable === true && form.checked[field.key] === true
  const offerNotApplicable = field.notApplicable === true && rowIsEmpty(rows[0]!)
  const hint = fieldHint(field.help, autoMissing, unprinted)
  const describedBy = cx(hint ? `${id}-hint` : undefined, issue ? `${id}-error` : undefined) || undefined
  const several = rows.length > 1

  useEffect(() => {
    if (focusRow.current === null) return
    const row = list.current?.querySelector(`[data-row="${focusRow.current}"]`)
    focusRow.current = null
    row?.querySelector<HTMLInputElement>(ROW_INPUT)?.focus()
  })

  const setRows = (next: NameValue[]) => dispatch({ type: 'setValue', key: field.key, value: next })
  const add = () => {
    focusRow.current = rows.length
    setRows([...rows, emptyName(newRowKind(field))])
  }
  const remove = (index: number) => {
    focusRow.current = Math.min(index, rows.length - 2)
    setRows(rows.filter((_, i) => i !== index))
  }

  return (
    <div className={cx(styles.field, 'uk-field', issue && 'uk-field--invalid')}>
      <fieldset className={styles.nameGroup}>
        <legend className="uk-field__label">
          {field.label}
          {field.required && <RequiredMark />}
        </legend>
        {hint && (
          <p id={`${id}-hint`} className="uk-field__hint">
            {hint}
          </p>
        )}
        {offerNotApplicable && (
          <Checkbox
            label="N/A"
            hint={`There is no ${field.label.toLowerCase()}`}
            checked={notApplicable}
            onChange={(event) =>
              dispatch({ type: 'setChecked', key: field.key, checked: event.target.checked })
            }
          />
        )}
        <ol ref={list} className={styles.nameRows}>
          {rows.map((row, index) => (
            <NameRow
              // Rows have no identity of their own; the index is what their captions say too.
              key={index}
              field={field}
              row={row}
              index={index}
              several={several}
              locked={notApplicable}
              invalid={issue !== undefined}
              describedBy={describedBy}
              onChange={(next) => setRows(rows.map((r, i) => (i === index ? next : r)))}
              onRemove={several ? () => remove(index) : undefined}
              onAdd={index === rows.length - 1 ? add : undefined}
            />
          ))}
        </ol>
      </fieldset>
      {issue && (
        <p id={`${id}-error`} className="uk-field__error">
          {issue}
        </p>
      )}
    </div>
  )
}
