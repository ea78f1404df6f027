import { Button, downloadFile, toast } from '@unikit/design-system'
import { useState } from 'react'
import { exportBackup } from '../../store/backup.ts'
import { ImportDialog } from './ImportDialog.tsx'
import styles from './ProjectsSidebar.module.css'

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
      {importing && <ImportDialog hasActiveProject={hasActiveProject} onClose={() => setImporting(false)} />}
    </div>
  )
}
