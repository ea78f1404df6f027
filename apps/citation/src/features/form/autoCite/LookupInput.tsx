import { Button, cx, type FieldControlProps, Icon } from '@unikit/design-system'
import type { Ref } from 'react'
import { AUTO_CITE_MAX_LENGTH } from './autoCiteLimits.ts'
import styles from './LookupInput.module.css'

export type LookupInputProps = {
  /** What the enclosing `Field` gives its control (id, description, invalid). */
  control: FieldControlProps
  value: string
  onChange: (value: string) => void
  /** The submit button's word: "Search" in the form, "Cite" in the one box. */
  action: string
  inputRef?: Ref<HTMLInputElement>
  /** The one box's larger input and button. */
  large?: boolean
  loading?: boolean
}

/**
 * The input of a lookup (a URL, DOI, ISBN or title) and its submit button, side by side: auto-cite in the form and
 * the one box on the citation home (docs/product/citations.md#one-box).
 */
export function LookupInput({
  control,
  value,
  onChange,
  action,
  inputRef,
  large,
  loading,
}: LookupInputProps) {
  return (
    <div className={styles.row}>
      <input
        {...control}
        ref={inputRef}
        className={cx('uk-input', styles.input, large && styles.large)}
        type="text"
        enterKeyHint="go"
        placeholder="URL, DOI, ISBN or title"
        maxLength={AUTO_CITE_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit" className={styles.submit} size={large ? 'lg' : 'md'} loading={loading ?? false}>
        <Icon name="search" size={18} />
        {action}
      </Button>
    </div>
  )
}
