import type { ImportView } from '@unikit/contracts/drive'
import {
  Button,
  EmptyState,
  ErrorPanel,
  FormAlert,
  LoadingState,
  Spinner,
  useSubmission,
} from '@unikit/design-system'
import { DeskError, deskStyles } from '@unikit/staff-desk'
import { useState } from 'react'
import { deskApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import { ProgressBar } from '../shared/ProgressBar.tsx'
import { ImportRows } from './ImportRows.tsx'
import { dryRunSummary, importProgress, importResult } from './importWords.ts'
import { useImportView } from './useImportView.ts'

/**
 * One import on the desk (docs/product/archive.md#bulk-import), as it goes: the dry run running, then its verdict
 * on every row with Import, the import's progress, and its result. Nothing is imported before staff press Import.
 */
export function ImportReport({ id, onAnother }: { id: string; onAnother: () => void }) {
  const view = useImportView(id)
  const another = (
    <Button variant="secondary" onClick={onAnother}>
      Send another zip
    </Button>
  )
  if (!view.data) {
    if (view.status !== 'error') return <LoadingState label="Loading the import" />
    if ([400, 404].includes(view.error.status))
      return <EmptyState headingLevel={2} title="This import is not on the desk" action={another} />
    return <DeskError title="The import could not be loaded" error={view.error} onRetry={view.reload} />
  }
  const current = view.data
  return (
    <section
      className={deskStyles.panel}
      aria-labelledby="import-heading"
      aria-busy={current.status === 'checking'}
    >
      <h2 id="import-heading">{current.name}</h2>
      <ImportState view={current} onStarted={view.reload} />
      {current.status !== 'checking' && current.status !== 'failed' && <ImportRows rows={current.rows} />}
      <div className={deskStyles.actions}>{another}</div>
    </section>
  )
}

/** Where the import stands, in one status line screen readers hear as it changes. */
function statusLine(view: ImportView): string {
  switch (view.status) {
    case 'checking':
      return 'Checking every file in the zip: nothing is imported yet.'
    case 'checked':
      return `Dry run: ${dryRunSummary(view.counts)}.`
    case 'importing': {
      const { done, total } = importProgress(view.counts)
      return `Importing: ${done} of ${total} imported.`
    }
    case 'done':
      return importResult(view.counts)
    case 'failed':
      return 'This zip could not be imported.'
  }
}

/** The status line, and what each state offers: Import after the dry run, the progress, the reason it failed. */
function ImportState({ view, onStarted }: { view: ImportView; onStarted: () => void }) {
  const { pending, run } = useSubmission()
  const [failure, setFailure] = useState<string>()
  const start = () =>
    run(async () => {
      setFailure(undefined)
      try {
        await deskApi.runImport(view.id)
        onStarted()
      } catch (error) {
        setFailure(driveErrorMessage(error).message)
      }
    })
  const { done, total } = importProgress(view.counts)
  return (
    <>
      <p role="status" className={deskStyles.actions}>
        {view.status === 'checking' && <Spinner size="sm" decorative />}
        {statusLine(view)}
      </p>
      {view.status === 'checked' && (
        <>
          <FormAlert tone="error">{failure}</FormAlert>
          {view.counts.new > 0 ? (
            <div className={deskStyles.actions}>
              <Button onClick={start} loading={pending}>
                Import {view.counts.new === 1 ? '1 new file' : `${view.counts.new} new files`}
              </Button>
              <span className={deskStyles.muted}>
                Duplicates and errors are left out, each in the audit log.
              </span>
            </div>
          ) : (
            <p>Nothing in this zip is new to the archive.</p>
          )}
        </>
      )}
      {view.status === 'importing' && (
        <ProgressBar label="Import progress" value={done} max={total} text={`${done} of ${total} imported`} />
      )}
      {view.status === 'failed' && (
        <ErrorPanel title="This zip could not be imported" message={view.error ?? 'The import stopped.'} />
      )}
    </>
  )
}
