import type { DriveItem } from '@unikit/contracts/drive'
import { formatFileSize, Icon, Table, type TableColumn } from '@unikit/design-system'
import { Link } from 'react-router'
import { fileTypeLabel } from './fileTypeLabel.ts'
import styles from './ItemTable.module.css'
import { itemHref } from './itemHref.ts'
import { StarButton } from './StarButton.tsx'

export type ItemColumn = 'code' | 'type' | 'size' | 'star'

/**
 * Folders and files as a table: the name opens the folder or the viewer; the other columns are the ones a page
 * asks for. `onStarChange` hears a file starred or unstarred (Starred drops it from its list).
 */
export function ItemTable({
  items,
  caption,
  columns,
  onStarChange,
}: {
  items: DriveItem[]
  caption: string
  columns: ItemColumn[]
  onStarChange?: (item: DriveItem, starred: boolean) => void
}) {
  const all: Record<ItemColumn, TableColumn<DriveItem>> = {
    code: { key: 'code', header: 'Code', render: (item) => item.code ?? '', width: '9rem' },
    type: { key: 'type', header: 'Type', render: fileTypeLabel, width: '10rem' },
    size: {
      key: 'size',
      header: 'Size',
      render: (item) => (item.type === 'file' ? formatFileSize(item.size) : filesIn(item.file_count)),
      width: '7rem',
    },
    star: {
      key: 'star',
      header: 'Star',
      render: (item) =>
        item.type === 'file' ? (
          <StarButton
            id={item.id}
            name={item.name}
            starred={item.starred}
            onChange={(starred) => onStarChange?.(item, starred)}
          />
        ) : null,
      width: '7rem',
    },
  }
  return (
    <Table
      caption={caption}
      captionHidden
      responsive="stack"
      rows={items}
      rowKey={(item) => item.id}
      columns={[
        {
          key: 'name',
          header: 'Name',
          render: (item) => (
            <Link to={itemHref(item)} className={styles.name}>
              <Icon name={item.type === 'folder' ? 'folder' : 'book'} size={18} />
              <span>{item.name}</span>
            </Link>
          ),
        },
        ...columns.map((column) => all[column]),
      ]}
    />
  )
}

const filesIn = (count: number | null) =>
  count === null ? '' : count === 1 ? '1 file' : `${count.toLocaleString('en-GB')} files`
