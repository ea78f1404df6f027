import { Button, downloadFile, toast } from '@unikit/design-system'
import { lazy, Suspense, useState } from 'react'
import styles from './ProjectsSidebar.module.css'

// Behind a click: the backup and import code is a chunk of its own, not part of the listing's start
// (docs/decisions/0762-a-start-in-short-tasks.md).
const loadBackup = () => import('../../store/backup.ts')
const ImportDialog = lazy(() => import('./ImportDialog.tsx').then((m) => ({ default: m.ImportDialog })))

/** "Back up": every project and citation as a CSL-JSON file; "Import": a backup, RIS or BibTeX file. */
export function BackupControls({
  hasCitations,
  hasActiveProject,
}: {
  hasCitations: boolean
  hasActiveProject: boolean
}) {
  const [exporting, setExporting] = useState(false)
  const [importing, setImporting] = useState(false)

  const backUp = async () => {
    setExporting(true)
    try {
      const { exportBackup } = await loadBackup()
      const { fileName, text } = await exportBackup()
      downloadFile(new Blob([text], { type: 'application/json' }), fileName)
    } catch {
      toast('The backup could not be created. Please try again.', { type: 'error' })
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className={styles.backup}>
      <Button variant="secondary" size="sm" onClick={backUp} loading={exporting} disabled={!hasCitations}>
        Back up
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setImporting(true)}>
        Import
      </Button>
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog hasActiveProject={hasActiveProject} onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </div>
  )
}
