import type { CitationEntry } from '@unikit/citation-core'
import { ComingSoon } from '@unikit/design-system'

export type CitationFormPaneProps = {
  /** The format chosen on the format selection pane (or the edited citation's format). */
  initialFormatId: number
  /** The citation being edited; absent for a new one. The button then reads "Save!" instead of "Cite this!". */
  editing?: { id: string } & CitationEntry
  /** Persists the citation (the page's store) and returns to the listing. */
  onSave: (entry: CitationEntry, editingId?: string) => void
  /** "Back": to the format selection pane. */
  onBack: () => void
  /** The close icon: to the listing without saving. */
  onClose: () => void
}

/** The citation form pane: format, auto-cite, dynamic fields, preview, "Cite this!". */
export function CitationFormPane(_props: CitationFormPaneProps) {
  return <ComingSoon title="Citation form" />
}
