import { styleOf } from '@unikit/citation-core'
import { Button, EmptyState, ErrorPanel, Spinner, TextField } from '@unikit/design-system'
import { lazy, Suspense, useState } from 'react'
import { Link, useParams } from 'react-router'
import { useActiveProject } from '../../store/activeProjectStore.ts'
import { useProjectCitations } from '../../store/citationsStore.ts'
import { RMIT_HARVARD } from '../../store/citationTypes.ts'
import { useFontStyle } from '../../store/fontStyleStore.ts'
import { useWorkspaceStatus } from '../../store/projectsStore.ts'
import { CiteBox, type CiteBoxProps } from '../citeBox/CiteBox.tsx'
import { FontConfigButton } from '../fontConfig/FontConfigButton.tsx'
import { fontStyleCss } from '../fontConfig/fontFamilies.ts'
import { QuickAccessControl } from '../quickAccess/QuickAccessControl.tsx'
import { StyleMenu } from '../styles/StyleMenu.tsx'
import { useLoadedStyle } from '../styles/useLoadedStyle.ts'
import { CitationTable } from './CitationTable.tsx'
import styles from './HomePane.module.css'
import { ListingActions, type Removal } from './ListingActions.tsx'
import { useCitationSelection } from './useCitationSelection.ts'
import { useListing } from './useListing.ts'

// Shown only beside a CSL style, whose code is loading anyway: not part of the RMIT Harvard page.
const StyleCredit = lazy(() => import('../styles/StyleCredit.tsx'))

export type HomePaneProps = {
  /** "+ New citation": to the format selection pane. */
  onNewCitation: () => void
  /** A format chosen from Quick access: straight to the form. */
  onChooseFormat: (formatId: number) => void
  /** A row was opened: the form, pre-filled. */
  onEdit: (citationId: string) => void
} & CiteBoxProps

/**
 * The listing (docs/product/citations.md#listing): the one box that cites anything, search, style, quick access, "+ New citation", font config,
 * Export, Copy all, and the active project's citations in bibliography order, in the project's style
 * (docs/product/citation-styles.md#in-the-tool), which a new project asks for.
 */
export function HomePane({
  onNewCitation,
  onChooseFormat,
  onEdit,
  onStart,
  onStartWithTitle,
}: HomePaneProps) {
  const status = useWorkspaceStatus()
  const project = useActiveProject()
  const citations = useProjectCitations(project?.id)
  const font = useFontStyle()
  const [query, setQuery] = useState('')
  const [removal, setRemoval] = useState<Removal>(null)
  const style = project?.styleId ?? RMIT_HARVARD
  const loadedStyle = useLoadedStyle(style)
  const { rows, visible } = useListing(citations, query, style, loadedStyle.ready)
  const selection = useCitationSelection(citations, visible)
  const title = project?.title
  const { projectId } = useParams()

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
              // What the tool is for, to a first visit; the largest text of its first view (decision 0624).
              'Create references in RMIT Harvard, APA, IEEE, Vancouver or Chicago style for books, articles, web pages, videos and many other sources, ready to copy into your assignment. Your citations stay in this browser.'
            )}
          </p>
        </div>
        <div className={styles.headerActions}>
          {/* Relative to the tool's own address, with or without a project id after it. */}
          <Link to={projectId === undefined ? 'check' : '../check'} relative="path">
            Check a reference list
          </Link>
          <Button onClick={onNewCitation} disabled={status === 'loading'}>
            + New citation
          </Button>
        </div>
      </header>

      <CiteBox onStart={onStart} onStartWithTitle={onStartWithTitle} />

      <div className="uk-toolbar">
        <TextField
          label="Search citations"
          type="search"
          placeholder="Search citations ..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          fieldClassName="uk-toolbar__grow"
        />
        <StyleMenu value={style} />
        <QuickAccessControl onChoose={onChooseFormat} />
        <FontConfigButton />
      </div>

      <ListingActions
        citations={citations}
        rows={rows}
        visible={visible}
        chosen={selection.chosen}
        hiddenSelected={selection.hiddenSelected}
        font={font}
        style={loadedStyle.ready ? style : undefined}
        removal={removal}
        onRemovalChange={setRemoval}
      />

      {status === 'loading' ? (
        <div className={styles.loading}>
          <Spinner label="Loading your citations" size="lg" />
        </div>
      ) : loadedStyle.failed ? (
        <ErrorPanel
          title={`The ${styleOf(style).label} style could not be loaded`}
          message="Your citations are safe. Check your connection and try again, or choose another style."
          onRetry={loadedStyle.retry}
        />
      ) : !loadedStyle.ready ? (
        <div className={styles.loading}>
          <Spinner label={`Loading the ${styleOf(style).label} style`} size="lg" />
        </div>
      ) : citations.length === 0 ? (
        <div className={styles.empty}>
          <StyleMenu
            value={style}
            label="Which referencing style does your course ask for?"
            className={styles.styleQuestion}
          />
          <EmptyState
            title="Are you ready to start your journey?"
            message="Choose a source type, fill in its details and your reference is ready to copy."
            action={<Button onClick={onNewCitation}>New citation</Button>}
          />
        </div>
      ) : visible.length === 0 ? (
        <p className={styles.noMatch} role="status">
          No citation matches “{query.trim()}”.
        </p>
      ) : (
        <CitationTable
          rows={visible}
          projectTitle={title ?? ''}
          selected={selection.selected}
          referenceStyle={fontStyleCss(font)}
          onToggle={selection.toggle}
          onToggleAll={selection.toggleAll}
          onEdit={onEdit}
          onRemove={(id) => setRemoval({ ids: [id], message: 'Remove this citation?' })}
        />
      )}
      {style !== 'rmit-harvard' && (
        <Suspense fallback={null}>
          <StyleCredit style={style} className={styles.credit} />
        </Suspense>
      )}
    </section>
  )
}
