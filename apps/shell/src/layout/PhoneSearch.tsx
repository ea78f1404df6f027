import { Combobox, Icon, IconButton } from '@unikit/design-system'
import styles from './PhoneSearch.module.css'
import { headerSearchInput, useHeaderSearch } from './useHeaderSearch.tsx'

/**
 * The header search on a phone, open across the bar: focus starts in the field, courses are suggested and Enter
 * searches as on a desktop (`useHeaderSearch`), Escape (with no suggestion open) or the close button puts the bar
 * back.
 */
export function PhoneSearch({ onClose }: { onClose: () => void }) {
  const search = useHeaderSearch(onClose)
  return (
    <search className={styles.search}>
      <form className={styles.form} onSubmit={search.onSubmit}>
        <Combobox
          {...search.box}
          className={styles.box}
          onEscape={onClose}
          // The field opens because the student asked to search.
          inputProps={{ ...headerSearchInput, autoFocus: true }}
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
