import { Select } from '@unikit/design-system'
import { fieldHint } from './fieldHint.tsx'
import type { FieldControlProps } from './fieldProps.ts'
import styles from './fields.module.css'

/** A choice among the field's options; a new citation starts on the first one. */
export function SelectField({ field, form, issue, autoMissing, unprinted, dispatch }: FieldControlProps) {
  const options = (field.options ?? []).map((option) => ({ value: option.value, label: option.label }))
  const raw = form.values[field.key]
  const value = typeof raw === 'string' && raw !== '' ? raw : (options[0]?.value ?? '')
  return (
    <Select
      fieldClassName={styles.field}
      label={field.label}
      hint={fieldHint(field.help, autoMissing, unprinted)}
      error={issue}
      required={field.required}
      options={options}
      value={value}
      onChange={(event) => dispatch({ type: 'setValue', key: field.key, value: event.target.value })}
    />
  )
}
