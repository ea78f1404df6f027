import { useState } from 'react'
import { FontConfigButton } from '../fontConfig/FontConfigButton.tsx'
import { CitationFormPane } from '../form/CitationFormPane.tsx'
import { FormatSelectPane } from '../formats/FormatSelectPane.tsx'
import { QuickAccessControl } from '../quickAccess/QuickAccessControl.tsx'

/** Which of the three stacked panes shows. */
export type Pane =
  | { kind: 'home' }
  | { kind: 'formats' }
  | { kind: 'form'; formatId: number; editingId?: string }

/**
 * The citation tool: the projects sidebar beside three stacked panes (listing → format selection → form).
 * Skeleton: the workspace (stores, sidebar, listing) replaces the home pane.
 */
export function CitationPage() {
  const [pane, setPane] = useState<Pane>({ kind: 'home' })
  if (pane.kind === 'formats') {
    return (
      <FormatSelectPane
        onChoose={(formatId) => setPane({ kind: 'form', formatId })}
        onClose={() => setPane({ kind: 'home' })}
      />
    )
  }
  if (pane.kind === 'form') {
    return (
      <CitationFormPane
        initialFormatId={pane.formatId}
        onSave={() => setPane({ kind: 'home' })}
        onBack={() => setPane({ kind: 'formats' })}
        onClose={() => setPane({ kind: 'home' })}
      />
    )
  }
  return (
    <section aria-labelledby="citation-home-title">
      <h1 id="citation-home-title">Citation</h1>
      <button type="button" onClick={() => setPane({ kind: 'formats' })}>
        + New Citation
      </button>
      {/* Until the workspace's listing arrives (it renders these two in its toolbar). */}
      <QuickAccessControl onChoose={(formatId) => setPane({ kind: 'form', formatId })} />
      <FontConfigButton />
    </section>
  )
}
