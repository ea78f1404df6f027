import { ARCHIVE_UPLOAD_MAX_BYTES, type ImportView } from '@unikit/contracts/drive'
import { formatFileSize } from '@unikit/contracts/format'
import { Button, FormAlert, toast } from '@unikit/design-system'
import { deskStyles } from '@unikit/staff-desk'
import { type FormEvent, useState } from 'react'
import { deskApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import { ProgressBar, sentPercent } from '../shared/ProgressBar.tsx'
import { useFileSending } from '../shared/useFileSending.ts'
import { DropZone } from '../upload/DropZone.tsx'

/** Why a chosen zip cannot be sent from the desk, before a byte leaves; the service checks the bytes again. */
export function zipProblem(file: { name: string; size: number }): string | undefined {
  if (!file.name.toLowerCase().endsWith('.zip')) return 'Choose a .zip of the files with their manifest.csv.'
  if (file.size === 0) return 'This zip is empty.'
  if (file.size > ARCHIVE_UPLOAD_MAX_BYTES)
    return `This zip is ${formatFileSize(file.size)}, over the ${formatFileSize(ARCHIVE_UPLOAD_MAX_BYTES)} the desk takes: import it with the import command on the server.`
  return undefined
}

/**
 * The start of a bulk import (docs/product/archive.md#bulk-import): a zip of files with their manifest.csv, sent
 * with its progress and Cancel. Once it is in, the service's dry run starts and `onSent` shows it.
 */
export function ZipUpload({ onSent }: { onSent: (view: ImportView) => void }) {
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const { progress, busy, send, cancel } = useFileSending()

  const choose = (chosen: File) => {
    setFile(chosen)
    setProblem(zipProblem(chosen))
    setFailure(undefined)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found = file ? zipProblem(file) : 'Choose the .zip to import.'
    setProblem(found)
    if (found || !file) return
    setFailure(undefined)
    try {
      onSent(await send(file, (options) => deskApi.sendImport(file, options)))
    } catch (error) {
      const read = driveErrorMessage(error)
      if (read.code === 'ABORTED') toast('Sending cancelled: nothing was imported.', { type: 'info' })
      else setFailure(read.message)
    }
  }

  return (
    <form className={deskStyles.panel} onSubmit={submit} noValidate aria-labelledby="zip-heading">
      <h2 id="zip-heading">Import a zip</h2>
      <p>
        A .zip of the samples with a <code>manifest.csv</code> naming the columns <code>path</code>,{' '}
        <code>title</code>, <code>course</code> (a course code, or a major by code or name), and optionally{' '}
        <code>year</code>, <code>semester</code>, <code>kind</code> and <code>description</code>. A dry run
        checks every row first; nothing is imported until you press Import.
      </p>
      <FormAlert tone="error">{failure}</FormAlert>
      <DropZone
        file={file}
        accept=".zip,application/zip"
        hint="Up to 40 MB. Import larger collections with the import command on the server."
        error={problem}
        disabled={busy}
        onFile={choose}
      />
      {progress && (
        <ProgressBar
          label="Sending the zip"
          value={progress.loaded}
          max={progress.total}
          text={`${sentPercent(progress)}% sent`}
        />
      )}
      <div className={deskStyles.actions}>
        {busy ? (
          <Button variant="secondary" onClick={cancel}>
            Cancel sending
          </Button>
        ) : (
          <Button type="submit">Send and check</Button>
        )}
      </div>
    </form>
  )
}
