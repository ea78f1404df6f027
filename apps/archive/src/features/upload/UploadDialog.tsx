import { ARCHIVE_TITLE_MAX_LENGTH, archiveUploadAccept } from '@unikit/contracts/drive'
import { Button, Checkbox, Dialog, TextField, toast } from '@unikit/design-system'
import { type FormEvent, useRef, useState } from 'react'
import { archiveApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import { FolderSelect } from '../shared/FolderSelect.tsx'
import { ProgressBar, sentPercent } from '../shared/ProgressBar.tsx'
import { useFileSending } from '../shared/useFileSending.ts'
import { DropZone } from './DropZone.tsx'
import styles from './UploadDialog.module.css'
import {
  emptyUploadDraft,
  titleFromFileName,
  type UploadDraft,
  type UploadErrors,
  type UploadField,
  uploadFieldOrder,
  uploadFileProblem,
  validateUploadForm,
} from './uploadForm.ts'

/**
 * "+Upload" (docs/product/archive.md): a file, its title, the course or major it is for and the student's word
 * that it is theirs to share. The file is checked here before a byte is sent; while it goes, a progress bar and
 * Cancel. A failure keeps everything typed and chosen, with the server's reason beside the form.
 */
export function UploadDialog({
  open,
  onClose,
  onUploaded,
}: {
  open: boolean
  onClose: () => void
  onUploaded: () => void
}) {
  const [draft, setDraft] = useState<UploadDraft>(emptyUploadDraft)
  const [errors, setErrors] = useState<UploadErrors>({})
  const [failure, setFailure] = useState('')
  const { progress, busy, send, cancel } = useFileSending()
  const form = useRef<HTMLFormElement>(null)
  // A field changed: its old error no longer says anything true.
  const change = (field: UploadField, patch: Partial<UploadDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }))
    setErrors(({ [field]: _, ...rest }) => rest)
  }

  const chooseFile = (file: File) => {
    setDraft((previous) => {
      // The title follows the file until the student types one of their own.
      const suggested = previous.file ? titleFromFileName(previous.file.name) : ''
      const title =
        previous.title.trim() === '' || previous.title === suggested
          ? titleFromFileName(file.name)
          : previous.title
      return { ...previous, file, title }
    })
    setErrors(({ file: _, ...rest }) => {
      const problem = uploadFileProblem(file)
      return problem ? { ...rest, file: problem } : rest
    })
  }

  // The file's marker is on a wrapper; the others are on the control itself.
  const focusField = (field: string) =>
    (
      form.current?.querySelector<HTMLElement>(`[data-field="${field}"] input`) ??
      form.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)
    )?.focus()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setFailure('')
    const { errors: found, upload } = validateUploadForm(draft)
    setErrors(found)
    if (!upload) {
      const first = uploadFieldOrder.find((field) => found[field])
      if (first) focusField(first)
      return
    }
    try {
      await send(upload.file, (options) => archiveApi.upload(upload.file, upload.fields, options))
      toast('Upload success: it waits for review. Follow it in My uploads.', {
        type: 'success',
        duration: 8000,
      })
      setDraft(emptyUploadDraft)
      setErrors({})
      onUploaded()
      onClose()
    } catch (error) {
      const read = driveErrorMessage(error)
      if (read.code === 'ABORTED') toast('Upload cancelled: nothing was saved.', { type: 'info' })
      else {
        toast('Upload error: nothing was saved. The form says why.', { type: 'error', duration: 6000 })
        setFailure(read.message)
        requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[role="alert"]')?.focus())
      }
    }
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      title="Upload a sample"
      description="Staff review every upload before it is published."
      footer={
        busy ? (
          <Button variant="secondary" onClick={cancel}>
            Cancel upload
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form="archive-upload-form">
              Upload
            </Button>
          </>
        )
      }
    >
      <form
        id="archive-upload-form"
        ref={form}
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-describedby={failure ? 'archive-upload-failure' : undefined}
      >
        {failure && (
          <p id="archive-upload-failure" role="alert" tabIndex={-1} className={styles.failure}>
            {failure}
          </p>
        )}
        <div data-field="file">
          <DropZone
            file={draft.file}
            accept={archiveUploadAccept}
            hint="PDF, Word, PowerPoint, an image or a video, up to 40 MB."
            error={errors.file}
            disabled={busy}
            onFile={chooseFile}
          />
        </div>
        <TextField
          label="Title"
          hint="3 to 160 characters, such as the course code and the assignment."
          value={draft.title}
          maxLength={ARCHIVE_TITLE_MAX_LENGTH}
          required
          disabled={busy}
          error={errors.title}
          data-field="title"
          onChange={(event) => change('title', { title: event.target.value })}
        />
        <FolderSelect
          label="Course or major"
          placeholder="Choose the course or major it is for"
          value={draft.folderId}
          required
          disabled={busy}
          error={errors.folder}
          data-field="folder"
          onChange={(event) => change('folder', { folderId: event.target.value })}
        />
        <Checkbox
          label="I wrote this work, or I have the right to share it"
          checked={draft.rights}
          required
          disabled={busy}
          error={errors.rights}
          data-field="rights"
          onChange={(event) => change('rights', { rights: event.target.checked })}
        />
        {progress && (
          <ProgressBar
            label="Upload progress"
            value={progress.loaded}
            max={progress.total}
            text={`${sentPercent(progress)}% sent`}
          />
        )}
      </form>
    </Dialog>
  )
}
