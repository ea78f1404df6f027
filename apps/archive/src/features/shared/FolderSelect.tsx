import { useApiResource } from '@unikit/auth'
import { Button, Select, type SelectOption } from '@unikit/design-system'
import type { ComponentProps, ReactNode } from 'react'
import { archiveApi } from '../../api/archiveApi.ts'
import styles from './FolderSelect.module.css'
import { folderOptions } from './folderOptions.ts'

type SelectProps = Omit<ComponentProps<typeof Select>, 'options' | 'label'>

/**
 * A picker of the archive's folders (`GET private/drive/folders`), the tree under Core courses and majors. While
 * the folders load it says so; if they cannot be loaded it says that, with Retry, in place of the picker.
 */
export function FolderSelect({
  label,
  first,
  rootsSelectable,
  exclude,
  ...select
}: SelectProps & {
  label: ReactNode
  /** An option before the tree, such as "Any course or major". */
  first?: SelectOption
  rootsSelectable?: boolean
  exclude?: ReadonlySet<string>
}) {
  const folders = useApiResource(() => archiveApi.folders(), [])
  if (folders.status === 'error' && !folders.data)
    return (
      <div className={`uk-cluster uk-callout uk-callout--danger ${styles.problem}`} role="alert">
        <span>
          {label}: the list could not be loaded. {folders.error.message}
        </span>
        <Button size="sm" variant="secondary" onClick={folders.reload}>
          Retry
        </Button>
      </div>
    )
  const options = folders.data
    ? folderOptions(folders.data, {
        rootsSelectable: rootsSelectable ?? false,
        ...(exclude ? { exclude } : {}),
      })
    : []
  return (
    <Select
      {...select}
      label={label}
      options={first ? [first, ...options] : options}
      disabled={!folders.data || select.disabled}
      aria-busy={!folders.data || undefined}
      {...(!folders.data ? { placeholder: 'Loading…' } : {})}
    />
  )
}
