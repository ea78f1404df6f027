import { Icon, IconButton } from '@unikit/design-system'
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'
import styles from './PhoneSearch.module.css'
import { useSearchSamples } from './useSearchSamples.ts'

/**
 * The header search on a phone, open across the bar: focus starts in the field, Enter searches as on a desktop
 * (docs/product/platform.md#header-search), Escape or the close button puts the bar back.
 */
export function PhoneSearch({ onClose }: { onClose: () => void }) {
  const searchSamples = useSearchSamples()
  const [query, setQuery] = useState('')
  const id = useId()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (searchSamples(query)) onClose()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    onClose()
  }

  return (
    <search className={styles.search}>
      <form className={styles.form} onSubmit={onSubmit} onKeyDown={onKeyDown}>
        <label htmlFor={id} className="uk-visually-hidden">
          Search samples
        </label>
        <input
          id={id}
          type="search"
          placeholder="Search samples…"
          value={query}
          maxLength={255}
          // biome-ignore lint/a11y/noAutofocus: the field opens because the student asked to search.
          autoFocus
          onChange={(event) => setQuery(event.target.value)}
        />
        <IconButton
          variant="inverse"
          label="Close search"
          icon={<Icon name="x" size={20} />}
          onClick={onClose}
        />
      </form>
    </search>
  )
}
