import { toSentenceCase } from '@unikit/citation-core'
import { Button, Checkbox, cx, Field } from '@unikit/design-system'
import { useId } from 'react'
import { fieldHint } from './fieldHint.tsx'
import type { FieldControlProps } from './fieldProps.ts'
import styles from './fields.module.css'

const TEXT_MAX = 255
/** The counter shows this close to the limit. */
const COUNT_FROM_REMAINING = 30

/** Whole numbers only (editions): other characters are dropped as they are typed. */
const digitsOnly = (text: string) => text.replace(/\D/g, '')

/**
 * A one-line input: text, and the numeric-ish kinds (edition, number, page, volume, issue). Carries the
 * field's "No <field>" and "Autofill" boxes, which lock it and show the value they will write.
 */
export function TextInputField({
  field,
  form,
  item,
  issue,
  autoMissing,
  unprinted,
  dispatch,
}: FieldControlProps) {
  const countId = useId()
  const listId = useId()
  const raw = form.values[field.key]
  const value = typeof raw === 'string' ? raw : ''
  const noValue = field.noValue !== undefined && form.checked[field.key] === true
  const autofilled = field.autofill !== undefined && form.checked[field.key] === true
  const locked = noValue || autofilled
  const shown = noValue
    ? (field.noValue?.value ?? '')
    : autofilled
      ? String(item[field.variable] ?? '')
      : value
  const max = field.maxLength ?? TEXT_MAX
  const showCount = !locked && value.length >= max - COUNT_FROM_REMAINING
  const isEdition = field.type === 'edition'
  const numeric = isEdition || field.type === 'number'
  const setValue = (next: string) => dispatch({ type: 'setValue', key: field.key, value: next })
  const setChecked = (checked: boolean) => dispatch({ type: 'setChecked', key: field.key, checked })

  return (
    <div className={styles.field}>
      <Field
        label={field.label}
        hint={fieldHint(field.help, autoMissing, unprinted)}
        error={issue}
        required={field.required}
      >
        {(control) => (
          <>
            <div className={styles.inputRow}>
              <input
                {...control}
                aria-describedby={
                  cx(control['aria-describedby'], showCount ? countId : undefined) || undefined
                }
                className={cx('uk-input', styles.grow)}
                type="text"
                value={shown}
                disabled={locked}
                required={field.required}
                maxLength={isEdition ? 4 : max}
                inputMode={numeric ? 'numeric' : undefined}
                placeholder={locked ? undefined : field.placeholder}
                list={field.suggestions ? listId : undefined}
                autoComplete="off"
                onChange={(event) =>
                  setValue(isEdition ? digitsOnly(event.target.value) : event.target.value)
                }
              />
              {field.variable === 'title' && (
                <Button
                  variant="secondary"
                  size="sm"
                  className={styles.sideButton}
                  disabled={locked || value.trim() === ''}
                  onClick={() => setValue(toSentenceCase(value))}
                >
                  Sentence case
                </Button>
              )}
            </div>
            {showCount && (
              <p id={countId} className="uk-field__count">
                {value.length} / {max} characters
              </p>
            )}
            {field.suggestions && (
              <datalist id={listId}>
                {field.suggestions.map((suggestion) => (
                  <option key={suggestion} value={suggestion} />
                ))}
              </datalist>
            )}
          </>
        )}
      </Field>
      {field.noValue && (
        <Checkbox
          label={field.noValue.label}
          checked={noValue}
          onChange={(event) => setChecked(event.target.checked)}
        />
      )}
      {field.autofill && (
        <Checkbox
          label={field.autofill.label}
          checked={autofilled}
          onChange={(event) => setChecked(event.target.checked)}
        />
      )}
    </div>
  )
}
