import { type CslDate, type DateValue, emptyDate } from '@unikit/citation-core'
import { Checkbox, cx } from '@unikit/design-system'
import { useId } from 'react'
import { dayOptions, monthOptions, yearDigits } from './dateOptions.ts'
import { fieldHint } from './fieldHint.tsx'
import type { FieldControlProps } from './fieldProps.ts'
import styles from './fields.module.css'
import { RequiredMark } from './RequiredMark.tsx'

const asDate = (value: unknown): DateValue =>
  typeof value === 'object' && value !== null && 'year' in value ? (value as DateValue) : emptyDate()

/** The date an Autofill box writes (today), as the inputs show it. */
function writtenDate(date: CslDate | undefined): DateValue {
  const [year, month, day] = (date?.['date-parts']?.[0] ?? []).map(String)
  return { ...emptyDate(), year: year ?? '', month: month ?? '', day: day ?? '' }
}

/**
 * A date as day and month selects plus a numeric year (`date`), day and month only (`day_month`, the end of a
 * range in the year of its start), or month and year (`month`). "No date" clears and locks it; an Autofill box
 * ("Today") locks it on today's date.
 */
export function DateField({ field, form, item, issue, autoMissing, unprinted, dispatch }: FieldControlProps) {
  const id = useId()
  const value = asDate(form.values[field.key])
  const autofilled = field.autofill !== undefined && form.checked[field.key] === true
  const locked = autofilled || value.noDate
  const shown = autofilled ? writtenDate(item[field.variable] as CslDate | undefined) : value
  const withDay = field.type !== 'month'
  const withYear = field.type !== 'day_month'
  const full = field.variable === 'accessed'
  const hint = fieldHint(field.help, autoMissing, unprinted)
  const describedBy = cx(hint ? `${id}-hint` : undefined, issue ? `${id}-error` : undefined) || undefined
  const set = (patch: Partial<DateValue>) =>
    dispatch({ type: 'setValue', key: field.key, value: { ...value, ...patch } })
  const control = (part: string, requiredPart: boolean) => ({
    id: `${id}-${part}`,
    disabled: locked,
    'aria-describedby': describedBy,
    'aria-invalid': issue ? (true as const) : undefined,
    'aria-required': field.required && requiredPart ? (true as const) : undefined,
  })

  return (
    <div className={cx(styles.field, 'uk-field', issue && 'uk-field--invalid')}>
      <fieldset className={styles.dateGroup}>
        <legend className="uk-field__label">
          {field.label}
          {field.required && <RequiredMark />}
        </legend>
        {hint && (
          <p id={`${id}-hint`} className="uk-field__hint">
            {hint}
          </p>
        )}
        <div className={styles.dateRow}>
          {withDay && (
            <div className={styles.datePart}>
              <label htmlFor={`${id}-day`} className={styles.partLabel}>
                Day
              </label>
              <span className="uk-select">
                <select
                  {...control('day', full)}
                  className="uk-input uk-select__control"
                  value={shown.day}
                  onChange={(event) => set({ day: event.target.value })}
                >
                  <option value="">None</option>
                  {dayOptions.map((day) => (
                    <option key={day} value={day}>
                      {day}
                    </option>
                  ))}
                </select>
              </span>
            </div>
          )}
          <div className={styles.datePart}>
            <label htmlFor={`${id}-month`} className={styles.partLabel}>
              Month
            </label>
            <span className="uk-select">
              <select
                {...control('month', full)}
                className="uk-input uk-select__control"
                value={shown.month}
                onChange={(event) => set({ month: event.target.value })}
              >
                <option value="">None</option>
                {monthOptions.map((month) => (
                  <option key={month.value} value={month.value}>
                    {month.label}
                  </option>
                ))}
              </select>
            </span>
          </div>
          {withYear && (
            <div className={cx(styles.datePart, styles.yearPart)}>
              <label htmlFor={`${id}-year`} className={styles.partLabel}>
                Year
              </label>
              <input
                {...control('year', true)}
                className="uk-input"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                value={shown.year}
                onChange={(event) => set({ year: yearDigits(event.target.value) })}
              />
            </div>
          )}
        </div>
      </fieldset>
      {issue && (
        <p id={`${id}-error`} className="uk-field__error">
          {issue}
        </p>
      )}
      {field.noDate && (
        <Checkbox
          label="No date"
          checked={value.noDate}
          disabled={autofilled}
          onChange={(event) =>
            dispatch({
              type: 'setValue',
              key: field.key,
              value: { ...emptyDate(), noDate: event.target.checked },
            })
          }
        />
      )}
      {field.circa && (
        <Checkbox
          label="Circa"
          checked={value.circa}
          disabled={locked}
          onChange={(event) => set({ circa: event.target.checked })}
        />
      )}
      {field.autofill && (
        <Checkbox
          label={field.autofill.label}
          checked={autofilled}
          onChange={(event) =>
            dispatch({ type: 'setChecked', key: field.key, checked: event.target.checked })
          }
        />
      )}
    </div>
  )
}
