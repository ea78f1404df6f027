import {
  Button,
  ConfirmDialog,
  EmptyState,
  Icon,
  Select,
  Spinner,
  TextField,
  toast,
} from '@unikit/design-system'
import { useEffect, useMemo, useState } from 'react'
import { useActiveProject } from '../../store/activeProjectStore.ts'
import { removeCitations } from '../../store/citationActions.ts'
import { useProjectCitations } from '../../store/citationsStore.ts'
import { useFontStyle } from '../../store/fontStyleStore.ts'
import { useWorkspaceStatus } from '../../store/projectsStore.ts'
import { FontConfigButton } from '../fontConfig/FontConfigButton.tsx'
import { fontStyleCss } from '../fontConfig/fontFamilies.ts'
import { runAction } from '../page/runAction.ts'
import { QuickAccessControl } from '../quickAccess/QuickAccessControl.tsx'
import { CitationTable } from './CitationTable.tsx'
import { copyCitations } from './copyCitations.ts'
import { exportWord } from './exportWord.ts'
import styles from './HomePane.module.css'
import { useListing } from './useListing.ts'

export const COPIED_MESSAGE = 'Your citations have been copied'
const STYLE_OPTIONS = [{ value: 'rmit-harvard', label: 'RMIT Harvard' }]

export type HomePaneProps = {
  /** "+ New Citation": to the format selection pane. */
  onNewCitation: () => void
  /** A format chosen from Quick access: straight to the form. */
  onChooseFormat: (formatId: number) => void
  /** A row was opened: the form, pre-filled. */
  onEdit: (citationId: string) => void
}

type Removal = { ids: string[]; message: string } | null

/** "1 citation", "3 citations". */
const countText = (count: number, noun = 'citation') => `${count} ${noun}${count === 1 ? '' : 's'}`

/**
 * The listing: search, style, quick access, "+ New Citation", font config, Export, Copy All, and the active
 * project's citations in bibliography order.
 */
export function HomePane({ onNewCitation, onChooseFormat, onEdit }: HomePaneProps) {
  const status = useWorkspaceStatus()
  const project = useActiveProject()
  const citations = useProjectCitations(project?.id)
  const font = useFontStyle()
  const [query, setQuery] = useState('')
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [removal, setRemoval] = useState<Removal>(null)
  const [exporting, setExporting] = useState(false)
  const { rows, visible } = useListing(citations, query)

  // A selection belongs to one project and to citations that still exist.
  useEffect(() => {
    setSelected((current) => {
      const kept = [...current].filter((id) => citations.some((citation) => citation.id === id))
      return kept.length === current.size ? current : new Set(kept)
    })
  }, [citations])

  // Actions follow what the student sees: the selected rows the search shows. Rows selected earlier and hidden by
  // the search stay selected (clearing the search shows them again) but are left out, and the page says so.
  const chosen = useMemo(
    () => visible.filter(({ citation }) => selected.has(citation.id)),
    [visible, selected],
  )
  const hiddenSelected = selected.size - chosen.length
  // What Copy and Export write: references only (a work cited in text only has none in the list).
  const referenceCount = (chosen.length > 0 ? chosen : rows).filter(({ entry }) => !entry.inTextOnly).length
  const inTextOnlyChosen = chosen.length > 0 ? chosen.length - referenceCount : 0
  // The listing's references exactly: positions in the project's list, whose a/b suffixes they keep.
  const selection = chosen.length > 0 ? { only: chosen.map(({ entry }) => entry.index) } : undefined
  const referenceStyle = fontStyleCss(font)

  const copy = async () => {
    try {
      await copyCitations(citations, font, selection)
      toast(COPIED_MESSAGE, { type: 'success' })
    } catch {
      toast('Your citations could not be copied: the browser did not allow access to the clipboard.', {
        type: 'error',
      })
    }
  }
  const exportDocument = async () => {
    setExporting(true)
    try {
      await exportWord(citations, font, selection)
    } catch {
      toast('The Word document could not be created. Please try again.', { type: 'error' })
    } finally {
      setExporting(false)
    }
  }
  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (checked) next.add(id)
      else next.delete(id)
      return next
    })
  // The header box selects or clears the rows shown; a selection the search hides is left as it is.
  const toggleAll = (checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      for (const { citation } of visible) {
        if (checked) next.add(citation.id)
        else next.delete(citation.id)
      }
      return next
    })
  const confirmRemoval = () => {
    if (!removal) return
    const count = runAction(() => removeCitations(removal.ids))
    setRemoval(null)
    if (count) toast(count === 1 ? 'Citation removed' : `${count} citations removed`, { type: 'info' })
  }

  const title = project?.title
  return (
    <section className={styles.home} aria-labelledby="citation-home-title">
      <header className={styles.header}>
        <div>
          <h1 id="citation-home-title" className={styles.title} tabIndex={-1}>
            Citation
          </h1>
          <p className={styles.subtitle}>
            {title ? (
              <>
                Project: <strong>{title}</strong>
              </>
            ) : (
              'Your citations stay in this browser.'
            )}
          </p>
        </div>
        <Button onClick={onNewCitation} disabled={status === 'loading'}>
          + New Citation
        </Button>
      </header>

      <div className={styles.toolbar}>
        <TextField
          label="Search citations"
          type="search"
          placeholder="Search citations ..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          fieldClassName={styles.search}
        />
        <Select label="Style" options={STYLE_OPTIONS} value="rmit-harvard" onChange={() => undefined} />
        <QuickAccessControl onChoose={onChooseFormat} />
        <FontConfigButton />
      </div>

      <div className={styles.actions}>
        <Button variant="secondary" onClick={copy} disabled={referenceCount === 0}>
          <Icon name="copy" size={16} />{' '}
          {chosen.length > 0 ? `Copy selected (${referenceCount})` : 'Copy All'}
        </Button>
        <Button
          variant="secondary"
          onClick={exportDocument}
          loading={exporting}
          disabled={referenceCount === 0}
        >
          <Icon name="download" size={16} />{' '}
          {chosen.length > 0 ? `Export selected (${referenceCount})` : 'Export'}
        </Button>
        <Button
          variant="ghost"
          disabled={citations.length === 0}
          onClick={() =>
            setRemoval(
              chosen.length > 0
                ? {
                    ids: chosen.map(({ citation }) => citation.id),
                    message:
                      chosen.length === 1
                        ? 'Remove this citation?'
                        : `Remove the ${chosen.length} selected citations?`,
                  }
                : {
                    ids: citations.map((citation) => citation.id),
                    message:
                      visible.length < rows.length
                        ? `Remove all citations? This includes ${countText(rows.length - visible.length)} the search hides.`
                        : 'Remove all citations?',
                  },
            )
          }
        >
          <Icon name="trash" size={16} /> {chosen.length > 0 ? 'Remove selected' : 'Remove all'}
        </Button>
      </div>
      <p className={styles.selectionNote} role="status">
        {[
          hiddenSelected > 0 &&
            `${countText(hiddenSelected, 'selected citation')} hidden by the search ${hiddenSelected === 1 ? 'is' : 'are'} left out.`,
          inTextOnlyChosen > 0 &&
            `${countText(inTextOnlyChosen, 'selected citation')} ${inTextOnlyChosen === 1 ? 'is' : 'are'} cited in text only: nothing to copy or export.`,
        ]
          .filter(Boolean)
          .join(' ')}
      </p>

      {status === 'loading' ? (
        <div className={styles.loading}>
          <Spinner label="Loading your citations" size="lg" />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          title="Are you ready to start your journey ?"
          message="Choose a source type, fill in its details and your reference is ready to copy."
          action={<Button onClick={onNewCitation}>New Citation</Button>}
        />
      ) : visible.length === 0 ? (
        <p className={styles.noMatch} role="status">
          No citation matches “{query.trim()}”.
        </p>
      ) : (
        <CitationTable
          rows={visible}
          projectTitle={title ?? ''}
          selected={selected}
          referenceStyle={referenceStyle}
          onToggle={toggle}
          onToggleAll={toggleAll}
          onEdit={onEdit}
          onRemove={(id) => setRemoval({ ids: [id], message: 'Remove this citation?' })}
        />
      )}

      <ConfirmDialog
        open={removal !== null}
        title="Remove citations"
        message={removal?.message ?? ''}
        confirmLabel="Remove"
        danger
        onCancel={() => setRemoval(null)}
        onConfirm={confirmRemoval}
      />
    </section>
  )
}
