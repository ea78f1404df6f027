import { type DateValue, emptyDate } from '@unikit/citation-core'
import { Checkbox, cx, Field } from '@unikit/design-system'
import { useState } from 'react'
import { yearDigits } from './dateOptions.ts'
import { fieldHint } from './fieldHint.tsx'
import type { FieldControlProps } from './fieldProps.ts'
import styles from './fields.module.css'

// The box and the checkbox that shows it have names of their own, so a screen reader can tell them apart.
const PERIOD_LABEL = 'Period (century or era)'
const USE_PERIOD_LABEL = 'Use a period instead of a year'

const asDate = (value: unknown): DateValue =>
  typeof value === 'object' && value !== null && 'year' in value ? (value as DateValue) : emptyDate()

/**
 * The year: 4 digits at most. "No date" clears and locks it (`n.d.`); "Circa" writes `c. 2019`; where the
 * field allows a period, "Use a period instead of a year" swaps the year for a typed period (`11th-12th century`).
 */
export function YearField({ field, form, issue, autoMissing, unprinted, dispatch }: FieldControlProps) {
  const value = asDate(form.values[field.key])
  // The period box ticked with nothing typed yet; a typed period or year (from auto-cite, say) decides by itself.
  const [periodWanted, setPeriodWanted] = useState(false)
  const set = (next: DateValue) => dispatch({ type: 'setValue', key: field.key, value: next })
  const usingPeriod =
    field.period === true && !value.noDate && (value.period !== '' || (periodWanted && value.year === ''))

  return (
    <div className={styles.field}>
      {usingPeriod ? (
        <Field
          label={PERIOD_LABEL}
          hint={fieldHint(field.help, autoMissing, unprinted)}
          error={issue}
          required={field.required}
        >
          {(control) => (
            <input
              {...control}
              className={cx('uk-input', styles.medium)}
              type="text"
              maxLength={255}
              placeholder="11th-12th century"
              required={field.required}
              autoComplete="off"
              value={value.period}
              onChange={(event) => set({ ...value, period: event.target.value })}
            />
          )}
        </Field>
      ) : (
        <Field
          label={field.label}
          hint={fieldHint(field.help, autoMissing, unprinted)}
          error={issue}
          required={field.required}
        >
          {(control) => (
            <input
              {...control}
              className={cx('uk-input', styles.year)}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              placeholder={value.noDate ? undefined : 'YYYY'}
              required={field.required}
              disabled={value.noDate}
              value={value.year}
              onChange={(event) => set({ ...value, year: yearDigits(event.target.value) })}
            />
          )}
        </Field>
      )}
      <div className={styles.checks}>
        {field.noDate && (
          <Checkbox
            label="No date"
            checked={value.noDate}
            onChange={(event) => {
              setPeriodWanted(false)
              set({ ...emptyDate(), noDate: event.target.checked })
            }}
          />
        )}
        {field.circa && (
          <Checkbox
            label="Circa"
            checked={value.circa}
            disabled={value.noDate || usingPeriod}
            onChange={(event) => set({ ...value, circa: event.target.checked })}
          />
        )}
        {field.period && (
          <Checkbox
            label={USE_PERIOD_LABEL}
            checked={usingPeriod}
            disabled={value.noDate}
            onChange={(event) => {
              setPeriodWanted(event.target.checked)
              set({ ...value, year: '', circa: false, period: '' })
            }}
          />
        )}
      </div>
    </div>
  )
}
