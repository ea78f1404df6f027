import { cx, Field } from '@unikit/design-system'
import { type ChangeEvent, type Ref, useId } from 'react'
import { UNIVERSITY_SUFFIX } from '../account/universityEmail.ts'
import styles from './StudentNumberField.module.css'

export type StudentNumberFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  /** The field's own message (e.g. no "@"). */
  error?: string | null
  /** Marks the field invalid without a message of its own (the form says why). */
  invalid?: boolean
  autoComplete?: string
  disabled?: boolean
  inputRef?: Ref<HTMLInputElement>
}

/**
 * The student number with the fixed `@rmit.edu.vn` beside it: the suffix is visible and part of the input's
 * accessible description, so nobody types the domain (or wonders whether to).
 */
export function StudentNumberField({
  label,
  value,
  onChange,
  error,
  invalid,
  autoComplete = 'username',
  disabled,
  inputRef,
}: StudentNumberFieldProps) {
  const suffixId = useId()
  return (
    <Field label={label} error={error} required>
      {(control) => (
        <div className={styles.row}>
          <input
            {...control}
            ref={inputRef}
            aria-describedby={cx(suffixId, control['aria-describedby'])}
            aria-invalid={control['aria-invalid'] ?? (invalid || undefined)}
            className={cx('uk-input', styles.input)}
            type="text"
            inputMode="email"
            autoComplete={autoComplete}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            maxLength={64}
            value={value}
            disabled={disabled}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          />
          <span id={suffixId} className={styles.suffix}>
            <span className="uk-visually-hidden">Your address ends in </span>
            {UNIVERSITY_SUFFIX}
          </span>
        </div>
      )}
    </Field>
  )
}
