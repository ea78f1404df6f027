import { type FormatDefinition, getFormat } from '@unikit/citation-core'
import { Button, Checkbox, Dialog, Icon, IconButton, Select, TextField } from '@unikit/design-system'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { quickAccessStore, useQuickAccessIds } from '../../store/quickAccessStore.ts'
import { menuFormats, rankFormatsByUsage } from '../formats/formatRanking.ts'
import { useFormatUsage } from '../formats/useFormatUsage.ts'
import { attempt } from '../shared/runAction.ts'
import { byFormatName, formatCount, matchesFormatName } from './formatSearch.ts'
import styles from './QuickAccessModal.module.css'

export type QuickAccessModalProps = {
  open: boolean
  onClose: () => void
}

type SortKey = 'name' | 'most-used'

const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'most-used', label: 'Most used' },
]

/**
 * The Quick access modal: every format with a checkbox (search by name, sort by name or by use) beside the
 * chosen ones (uncheck or trash to remove, "Delete all"). Changes apply at once; the list lives in the store.
 */
export function QuickAccessModal({ open, onClose }: QuickAccessModalProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Quick access"
      description="Choose the formats you cite often: they wait for you in the Quick access list."
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <QuickAccessEditor />
    </Dialog>
  )
}

function QuickAccessEditor() {
  const chosenIds = useQuickAccessIds()
  const [announcement, setAnnouncement] = useState('')
  const ids = useId()

  // A refused write (storage full) shows an error toast and leaves the list, and the boxes, as they were.
  const add = (format: FormatDefinition) => {
    if (attempt(() => quickAccessStore.getState().add(format.id)))
      setAnnouncement(`${format.name} added to quick access.`)
  }
  const remove = (format: FormatDefinition) => {
    const done = attempt(() => quickAccessStore.getState().remove(format.id))
    if (done) setAnnouncement(`${format.name} removed from quick access.`)
    return done
  }
  const clear = () => {
    const done = attempt(() => quickAccessStore.getState().clear())
    if (done) setAnnouncement('All chosen formats removed.')
    return done
  }

  return (
    <div className={styles.columns}>
      <AllFormats headingId={`${ids}-all`} chosenIds={chosenIds} onAdd={add} onRemove={remove} />
      <ChosenFormats headingId={`${ids}-chosen`} chosenIds={chosenIds} onRemove={remove} onClear={clear} />
      <p className="uk-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  )
}

type AllFormatsProps = {
  headingId: string
  chosenIds: number[]
  onAdd: (format: FormatDefinition) => void
  onRemove: (format: FormatDefinition) => void
}

function AllFormats({ headingId, chosenIds, onAdd, onRemove }: AllFormatsProps) {
  const [query, setQuery] = useState('')
  const [sort, setSort] = useState<SortKey>('name')
  const { counts } = useFormatUsage()
  const shown = useMemo(() => {
    const ordered = sort === 'name' ? [...menuFormats].sort(byFormatName) : rankFormatsByUsage(counts)
    return ordered.filter((format) => matchesFormatName(format, query))
  }, [sort, counts, query])

  return (
    <section aria-labelledby={headingId} className={styles.column}>
      <h3 id={headingId} className={styles.heading}>
        All formats
      </h3>
      <div className="uk-toolbar">
        <TextField
          type="search"
          label="Search formats"
          placeholder="Search by name"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          fieldClassName={styles.search}
        />
        <Select
          label="Sort by"
          options={sortOptions}
          value={sort}
          onChange={(event) => setSort(event.target.value as SortKey)}
          fieldClassName={styles.sort}
        />
      </div>
      <p className="uk-muted uk-muted--sm" role="status">
        {query.trim() ? `${formatCount(shown.length)} found` : formatCount(shown.length)}
      </p>
      {shown.length === 0 ? (
        <p className="uk-muted">No format matches “{query.trim()}”.</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {shown.map((format) => {
            const checked = chosenIds.includes(format.id)
            return (
              <li key={format.id} className={styles.item}>
                <Checkbox
                  label={format.name}
                  checked={checked}
                  onChange={() => (checked ? onRemove(format) : onAdd(format))}
                />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

type ChosenFormatsProps = {
  headingId: string
  chosenIds: number[]
  onRemove: (format: FormatDefinition) => boolean
  onClear: () => boolean
}

/** What to focus after the list changed under the keyboard: a control of the row at `index`, else the heading. */
type PendingFocus = { index: number; control: 'checkbox' | 'trash' } | 'heading'

function ChosenFormats({ headingId, chosenIds, onRemove, onClear }: ChosenFormatsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const pendingFocus = useRef<PendingFocus | null>(null)
  const chosen = chosenIds.map((id) => getFormat(id))

  // A removed row takes its focused control with it: move focus to the row that took its place.
  useEffect(() => {
    const pending = pendingFocus.current
    if (!pending) return
    pendingFocus.current = null
    const rows = listRef.current?.querySelectorAll('li') ?? []
    if (pending === 'heading' || rows.length === 0) {
      headingRef.current?.focus()
      return
    }
    const row = rows[Math.min(pending.index, rows.length - 1)]
    row?.querySelector<HTMLElement>(pending.control === 'checkbox' ? 'input' : 'button')?.focus()
  })

  const removeAt = (index: number, control: 'checkbox' | 'trash') => {
    const format = chosen[index]
    if (!format) return
    // Focus moves only when the row went (the render that removes it comes after this handler).
    if (onRemove(format)) pendingFocus.current = { index, control }
  }

  return (
    <section aria-labelledby={headingId} className={styles.column}>
      <div className={`uk-cluster ${styles.chosenHead}`}>
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          Chosen formats <span className={styles.headingCount}>({chosen.length})</span>
        </h3>
        <Button
          variant="danger"
          size="sm"
          disabled={chosen.length === 0}
          onClick={() => {
            if (onClear()) pendingFocus.current = 'heading'
          }}
        >
          Delete all
        </Button>
      </div>
      {chosen.length === 0 ? (
        <div className={styles.emptyChosen}>
          <Icon name="star" size={28} />
          <p className={styles.emptyTitle}>No formats chosen yet</p>
          <p>Tick a format under All formats to add it here and to the Quick access list.</p>
        </div>
      ) : (
        <ul ref={listRef} className={styles.list} aria-labelledby={headingId}>
          {chosen.map((format, index) => (
            <li key={format.id} className={styles.chosenItem}>
              <Checkbox
                label={format.name}
                checked
                onChange={() => removeAt(index, 'checkbox')}
                fieldClassName={styles.chosenCheckbox}
              />
              <IconButton
                label={`Remove ${format.name}`}
                icon={<Icon name="trash" size={18} />}
                size="sm"
                onClick={() => removeAt(index, 'trash')}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
