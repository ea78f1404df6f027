import type { StyleId } from '@unikit/citation-core'
import { Button, ConfirmDialog, Icon, toast } from '@unikit/design-system'
import { useState } from 'react'
import { removeCitations } from '../../store/citationActions.ts'
import type { SavedCitation } from '../../store/citationTypes.ts'
import type { FontStyle } from '../../store/fontStyleStore.ts'
import { runAction } from '../shared/runAction.ts'
import { copyCitations } from './copyCitations.ts'
import { exportWord } from './exportWord.ts'
import styles from './HomePane.module.css'
import type { ListingRow } from './useListing.ts'

const COPIED_MESSAGE = 'Your citations have been copied'

/** A removal waiting for its confirmation. */
export type Removal = { ids: string[]; message: string } | null

/** "1 citation", "3 citations". */
export const countText = (count: number, noun = 'citation') => `${count} ${noun}${count === 1 ? '' : 's'}`

export interface ListingActionsProps {
  citations: readonly SavedCitation[]
  rows: readonly ListingRow[]
  visible: readonly ListingRow[]
  /** The selected rows the search shows: what the actions take when there are any. */
  chosen: readonly ListingRow[]
  hiddenSelected: number
  font: FontStyle
  /** The project's style once it is loaded; until then Copy and Export wait. */
  style: StyleId | undefined
  removal: Removal
  onRemovalChange: (removal: Removal) => void
}

/**
 * Copy all, Export and Remove all, or the same for the selection (docs/product/citations.md#listing), with the
 * note of what a selection leaves out and the removal's confirmation.
 */
export function ListingActions(props: ListingActionsProps) {
  const { citations, rows, visible, chosen, hiddenSelected, font, style, removal, onRemovalChange } = props
  const [exporting, setExporting] = useState(false)
  // What Copy and Export write: references only (a work cited in text only has none in the list).
  const referenceCount = (chosen.length > 0 ? chosen : rows).filter(({ entry }) => !entry.inTextOnly).length
  const inTextOnlyChosen = chosen.length > 0 ? chosen.length - referenceCount : 0
  // The listing's references exactly: positions in the project's list, whose a/b suffixes they keep.
  const selection = chosen.length > 0 ? { only: chosen.map(({ entry }) => entry.index) } : undefined

  const copy = async () => {
    try {
      await copyCitations(citations, { ...font, style }, selection)
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
      await exportWord(citations, { ...font, style }, selection)
    } catch {
      toast('The Word document could not be created. Please try again.', { type: 'error' })
    } finally {
      setExporting(false)
    }
  }
  const askRemoval = () =>
    onRemovalChange(
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
  const confirmRemoval = () => {
    if (!removal) return
    const count = runAction(() => removeCitations(removal.ids))
    onRemovalChange(null)
    if (count) toast(count === 1 ? 'Citation removed' : `${count} citations removed`, { type: 'info' })
  }

  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={copy} disabled={referenceCount === 0 || style === undefined}>
          <Icon name="copy" size={16} />{' '}
          {chosen.length > 0 ? `Copy selected (${referenceCount})` : 'Copy all'}
        </Button>
        <Button
          variant="secondary"
          onClick={exportDocument}
          loading={exporting}
          disabled={referenceCount === 0 || style === undefined}
        >
          <Icon name="download" size={16} />{' '}
          {chosen.length > 0 ? `Export selected (${referenceCount})` : 'Export'}
        </Button>
        <Button variant="ghost" disabled={citations.length === 0} onClick={askRemoval}>
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
      <ConfirmDialog
        open={removal !== null}
        title="Remove citations"
        message={removal?.message ?? ''}
        confirmLabel="Remove"
        danger
        onCancel={() => onRemovalChange(null)}
        onConfirm={confirmRemoval}
      />
    </>
  )
}
