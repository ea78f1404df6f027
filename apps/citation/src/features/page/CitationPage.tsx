import type { CitationEntry } from '@unikit/citation-core'
import { Spinner, toast } from '@unikit/design-system'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { saveCitation } from '../../store/citationActions.ts'
import { useCitations } from '../../store/citationsStore.ts'
import type { FormStart } from '../form/model/FormStart.ts'
import { HomePane } from '../home/HomePane.tsx'
import { ProjectsSidebar } from '../projects/ProjectsSidebar.tsx'
import { actionErrorMessage } from '../shared/runAction.ts'
import styles from './CitationPage.module.css'
import { useActiveProjectRoute } from './useActiveProjectRoute.ts'
import { usePaneHeadingFocus } from './usePaneHeadingFocus.ts'
import { useWorkspaceHydration } from './useWorkspaceHydration.ts'

// The format selection and form panes load after the listing: a returning student sees their citations first.
const loadFormatSelectPane = () => import('../formats/FormatSelectPane.tsx')
const loadCitationFormPane = () => import('../form/CitationFormPane.tsx')
const FormatSelectPane = lazy(() => loadFormatSelectPane().then((m) => ({ default: m.FormatSelectPane })))
const CitationFormPane = lazy(() => loadCitationFormPane().then((m) => ({ default: m.CitationFormPane })))

/** The citation a form opened on, as it was then: the form keeps it if the citation goes away meanwhile. */
type Editing = { id: string } & CitationEntry

/** Which of the three stacked panes shows. */
export type Pane =
  | { kind: 'home' }
  /** `title`: typed in the one box, found nowhere; it starts the form of the format chosen. */
  | { kind: 'formats'; title?: string }
  | { kind: 'form'; formatId: number; editing?: Editing; start?: FormStart }

/**
 * The citation tool: the projects sidebar beside three stacked panes over a light background (listing → format
 * selection → form). Back from the form goes to the format selection, saving and closing to the listing
 * (docs/product/citations.md#page). The listing stays mounted underneath, so its search and selection survive a trip to the form.
 */
export function CitationPage() {
  useWorkspaceHydration()
  useActiveProjectRoute()
  const citations = useCitations()
  const [pane, setPane] = useState<Pane>({ kind: 'home' })
  const panesRef = useRef<HTMLDivElement>(null)
  usePaneHeadingFocus(panesRef, pane.kind)

  // Fetched once the listing is up, so "+ New citation" opens without a wait.
  useEffect(() => {
    const timer = setTimeout(() => {
      void loadFormatSelectPane().catch(() => undefined)
      void loadCitationFormPane().catch(() => undefined)
    }, 1000)
    return () => clearTimeout(timer)
  }, [])

  const home = () => setPane({ kind: 'home' })
  const openForm = (formatId: number, start?: FormStart) =>
    setPane({ kind: 'form', formatId, ...(start ? { start } : {}) })
  const startForm = (start: FormStart) => openForm(start.suggestion.formatId, start)
  const edit = (citationId: string) => {
    const citation = citations.find((candidate) => candidate.id === citationId)
    if (!citation) return
    const { id, formatId, item } = citation
    setPane({ kind: 'form', formatId, editing: { id, formatId, item } })
  }
  // The edited citation as stored now; gone when its project was deleted or another tab removed it. The form
  // stays (same key) with what was typed, and saving adds it as a new citation.
  const opened = pane.kind === 'form' ? pane.editing : undefined
  const stored = opened && citations.find((citation) => citation.id === opened.id)
  const editing = stored ? { id: stored.id, formatId: stored.formatId, item: stored.item } : opened

  const save = (entry: CitationEntry, editingId?: string) => {
    let saved: { id: string }
    try {
      saved = saveCitation(entry, editingId)
    } catch (error) {
      // The form stays open with what was typed.
      toast(actionErrorMessage(error), { type: 'error', duration: 6000 })
      return
    }
    toast(saved.id === editingId ? 'Citation saved' : 'Citation added', { type: 'success' })
    home()
  }

  return (
    <div className={styles.page}>
      <ProjectsSidebar />
      <div ref={panesRef} className={styles.panes}>
        <div data-pane="home" className={styles.pane} hidden={pane.kind !== 'home'}>
          <HomePane
            onNewCitation={() => setPane({ kind: 'formats' })}
            onChooseFormat={(formatId) => openForm(formatId)}
            onEdit={edit}
            onStart={startForm}
            onStartWithTitle={(title) => setPane({ kind: 'formats', title })}
          />
        </div>
        <Suspense
          fallback={
            <div className={styles.paneLoading}>
              <Spinner label="Loading" />
            </div>
          }
        >
          {pane.kind === 'formats' && (
            <div data-pane="formats" className={`${styles.pane} ${styles.entering}`}>
              <FormatSelectPane
                onChoose={openForm}
                onClose={home}
                {...(pane.title ? { carried: pane.title } : {})}
              />
            </div>
          )}
          {pane.kind === 'form' && (
            <div data-pane="form" className={`${styles.pane} ${styles.entering}`}>
              <CitationFormPane
                key={editing ? `edit-${editing.id}` : `new-${pane.formatId}`}
                initialFormatId={editing?.formatId ?? pane.formatId}
                {...(editing ? { editing, editingRemoved: !stored } : {})}
                {...(pane.start ? { start: pane.start } : {})}
                onSave={save}
                onBack={() => setPane({ kind: 'formats' })}
                onClose={home}
              />
            </div>
          )}
        </Suspense>
      </div>
    </div>
  )
}
