import { getFormat } from '@unikit/citation-core'
import {
  Button,
  cx,
  Icon,
  Pagination,
  Select,
  TextField,
  useDismissOnOutsidePress,
  whenIdle,
} from '@unikit/design-system'
import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { formatUsageStore } from '../../store/formatUsageStore.ts'
import { useQuickAccessIds } from '../../store/quickAccessStore.ts'
import { byFormatName, formatCount, matchesFormatName } from './formatSearch.ts'
import styles from './QuickAccessControl.module.css'

// Behind a click: the editor is a chunk of its own, fetched when the dropdown opens, so it is there by the time
// "Edit" is pressed (docs/decisions/0762-a-start-in-short-tasks.md).
const loadModal = () => import('./QuickAccessModal.tsx')
const QuickAccessModal = lazy(() => loadModal().then((m) => ({ default: m.QuickAccessModal })))

export type QuickAccessControlProps = {
  /** A chosen format was picked from the quick-access dropdown: open the form for it. */
  onChoose: (formatId: number) => void
}

/** The chosen formats are listed five per page (docs/product/citations.md#quick-access). */
export const QUICK_ACCESS_PAGE_SIZE = 5

type SortKey = 'chosen' | 'name-asc' | 'name-desc'

const sortOptions = [
  { value: 'chosen', label: 'As chosen' },
  { value: 'name-asc', label: 'Name A–Z' },
  { value: 'name-desc', label: 'Name Z–A' },
]

/**
 * The listing's Quick access control: a button opening the chosen formats (searchable, sortable by name, five
 * per page; picking one opens its form) and the modal that edits them.
 */
export function QuickAccessControl({ onChoose }: QuickAccessControlProps) {
  const chosenIds = useQuickAccessIds()
  const [open, setOpen] = useState(false)
  const [editing, setEditing] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  // Read the usage counts early, once the page is idle: the modal's "Most used" sort and the format selection pane
  // both need them, the listing's first render does not (docs/decisions/0762-a-start-in-short-tasks.md).
  useEffect(() => whenIdle(() => formatUsageStore.getState().load()), [])

  useDismissOnOutsidePress(rootRef, open, () => setOpen(false))

  // The panel hangs from the button's start edge; near the right of a narrow screen, slide it back in view.
  useLayoutEffect(() => {
    const panel = panelRef.current
    if (!open || !panel) return
    const margin = 16
    const { left, right } = panel.getBoundingClientRect()
    const overflow = right - (document.documentElement.clientWidth - margin)
    if (overflow > 0) panel.style.insetInlineStart = `${-Math.min(overflow, Math.max(0, left - margin))}px`
  }, [open])

  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }
  const edit = () => {
    // Focus is back on the button before the modal opens, so the modal returns it there.
    close()
    setEditing(true)
  }
  const choose = (formatId: number) => {
    close()
    onChoose(formatId)
  }
  // Tabbing out of the control closes the panel, as a press outside does.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false)
  }
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    event.stopPropagation()
    close()
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only notices focus leaving the control.
    <div ref={rootRef} className={styles.root} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={cx('uk-button', 'uk-button--secondary', 'uk-button--md', styles.button)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (open) return close()
          loadModal().catch(() => undefined)
          setOpen(true)
        }}
      >
        <Icon name="star" size={18} />
        <span>Quick access</span>
        {chosenIds.length > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {chosenIds.length}
          </span>
        )}
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the panel only listens for Escape from its controls.
        <div id={panelId} ref={panelRef} className={styles.panel} onKeyDown={onPanelKeyDown}>
          <QuickAccessList chosenIds={chosenIds} onChoose={choose} onEdit={edit} />
        </div>
      )}
      {editing && (
        <Suspense fallback={null}>
          <QuickAccessModal open onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </div>
  )
}

type QuickAccessListProps = {
  chosenIds: number[]
  onChoose: (formatId: number) => void
  onEdit: () => void
}

function QuickAccessList({ chosenIds, onChoose, onEdit }: QuickAccessListProps) {
  const [query, setQuery] = useState('')
  const [sort, setSort] = useState<SortKey>('chosen')
  const [page, setPage] = useState(1)
  const firstRef = useRef<HTMLElement | null>(null)

  const matches = useMemo(() => {
    const chosen = chosenIds.map((id) => getFormat(id)).filter((format) => matchesFormatName(format, query))
    if (sort === 'name-asc') chosen.sort(byFormatName)
    if (sort === 'name-desc') chosen.sort((a, b) => byFormatName(b, a))
    return chosen
  }, [chosenIds, query, sort])
  const pageCount = Math.max(1, Math.ceil(matches.length / QUICK_ACCESS_PAGE_SIZE))
  const currentPage = Math.min(page, pageCount)
  const shown = matches.slice(
    (currentPage - 1) * QUICK_ACCESS_PAGE_SIZE,
    currentPage * QUICK_ACCESS_PAGE_SIZE,
  )

  // Opening the panel moves focus into it: the search box, or the way to choose formats when there are none.
  useEffect(() => firstRef.current?.focus(), [])

  if (chosenIds.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>No formats chosen yet</p>
        <p>Choose the formats you cite often to open them from here in one click.</p>
        <Button
          ref={(el) => {
            firstRef.current = el
          }}
          size="sm"
          onClick={onEdit}
        >
          Choose formats
        </Button>
      </div>
    )
  }

  return (
    <>
      <div className={styles.tools}>
        <TextField
          ref={(el) => {
            firstRef.current = el
          }}
          type="search"
          label="Search quick access"
          labelHidden
          placeholder="Search by name"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setPage(1)
          }}
          fieldClassName={styles.search}
        />
        <Select
          label="Sort quick access"
          labelHidden
          options={sortOptions}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as SortKey)
            setPage(1)
          }}
          fieldClassName={styles.sort}
        />
      </div>
      <p className="uk-muted uk-muted--sm" role="status">
        {query.trim()
          ? `${formatCount(matches.length)} of ${chosenIds.length} found`
          : `${formatCount(matches.length)} chosen`}
        {pageCount > 1 ? `, page ${currentPage} of ${pageCount}` : ''}
      </p>
      {shown.length === 0 ? (
        <p className={styles.noMatch}>No chosen format matches “{query.trim()}”.</p>
      ) : (
        <ul className="uk-bare-list" aria-label="Quick access formats">
          {shown.map((format) => (
            <li key={format.id}>
              <button type="button" className={styles.item} onClick={() => onChoose(format.id)}>
                {format.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={currentPage}
        pageCount={pageCount}
        onChange={setPage}
        label="Quick access pages"
        className={styles.pagination}
      />
      <Button variant="ghost" size="sm" onClick={onEdit} className={styles.edit}>
        <Icon name="edit" size={16} />
        Edit quick access
      </Button>
    </>
  )
}
