import { readApiError } from '@unikit/auth'
import { type FilePurpose, ORDER_FILE_MAX_BYTES, type OrderFile } from '@unikit/contracts/orders'
import { Button, formatFileSize } from '@unikit/design-system'
import { type Ref, useEffect, useId, useRef, useState } from 'react'
import { ordersApi } from '../../api/ordersApi.ts'
import styles from './FilePicker.module.css'

type Upload =
  | { step: 'idle' }
  | { step: 'uploading'; name: string; loaded: number; total: number }
  | { step: 'done'; file: OrderFile }
  | { step: 'failed'; name: string; message: string }

/**
 * Chooses a file and uploads it at once, with progress and Cancel, so the order is placed with the file already
 * stored (docs/product/orders.md#files). Too big a file is refused before a byte leaves; the server checks again.
 */
export function FilePicker({
  label,
  hint,
  purpose,
  accept,
  error,
  onChange,
  inputRef,
}: {
  label: string
  hint: string
  purpose: FilePurpose
  accept: string
  /** A message from the form (e.g. "Upload your document"). */
  error?: string | undefined
  onChange: (file: OrderFile | null) => void
  inputRef?: Ref<HTMLInputElement>
}) {
  const id = useId()
  const [upload, setUpload] = useState<Upload>({ step: 'idle' })
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const start = async (file: File) => {
    abort.current?.abort()
    onChange(null)
    if (file.size > ORDER_FILE_MAX_BYTES) {
      setUpload({ step: 'failed', name: file.name, message: 'File too big (> 40MB)' })
      return
    }
    const controller = new AbortController()
    abort.current = controller
    setUpload({ step: 'uploading', name: file.name, loaded: 0, total: file.size })
    try {
      const stored = await ordersApi.upload(purpose, file, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) => setUpload({ step: 'uploading', name: file.name, loaded, total }),
      })
      setUpload({ step: 'done', file: stored })
      onChange(stored)
    } catch (failure) {
      const problem = readApiError(failure)
      setUpload(
        problem.code === 'ABORTED'
          ? { step: 'idle' }
          : { step: 'failed', name: file.name, message: problem.message },
      )
    }
  }

  const message = upload.step === 'failed' ? upload.message : error
  return (
    <div className="uk-field">
      <label htmlFor={id} className="uk-field__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="uk-field__hint">
        {hint}
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        className={styles.input}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          if (file) void start(file)
        }}
      />
      {upload.step === 'uploading' && (
        <div className={styles.progress}>
          <progress max={upload.total || 1} value={upload.loaded} aria-label={`Uploading ${upload.name}`} />
          <span aria-live="polite">
            {formatFileSize(upload.loaded)} of {formatFileSize(upload.total)}
          </span>
          <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
            Cancel upload
          </Button>
        </div>
      )}
      {upload.step === 'done' && (
        <p className={styles.done} role="status">
          Uploaded {upload.file.name} ({formatFileSize(upload.file.size)})
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="uk-field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  )
}
