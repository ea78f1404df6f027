import { cx, formatFileSize, Icon } from '@unikit/design-system'
import { type DragEvent, useId, useState } from 'react'
import styles from './DropZone.module.css'

/**
 * The file of an upload: a zone to drop a file on, which is also the label of a real file input, so a click, a
 * tap, Tab then Space or Enter all open the browser's picker, and screen readers meet an ordinary file field.
 */
export function DropZone({
  file,
  accept,
  hint,
  error,
  disabled,
  onFile,
}: {
  file: File | null
  accept: string
  hint: string
  error: string | undefined
  disabled?: boolean
  onFile: (file: File) => void
}) {
  const id = useId()
  const [over, setOver] = useState(false)
  const onDrag = (event: DragEvent<HTMLLabelElement>) => {
    // Without preventDefault the browser opens a dropped file itself instead of handing it to the page.
    event.preventDefault()
    if (disabled) return
    event.dataTransfer.dropEffect = 'copy'
    setOver(true)
  }
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setOver(false)
    const dropped = event.dataTransfer.files[0]
    if (dropped && !disabled) onFile(dropped)
  }
  const describedBy = cx(`${id}-hint`, error && `${id}-error`)
  return (
    <div className={cx('uk-field', error && 'uk-field--invalid')}>
      <span className="uk-field__label" id={`${id}-label`}>
        File
        <span className="uk-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </span>
      <label
        htmlFor={id}
        className={cx(styles.zone, over && styles.over, error && styles.invalid, disabled && styles.disabled)}
        onDragEnter={onDrag}
        onDragOver={onDrag}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Icon name="upload" size={28} />
        {file ? (
          <span className={styles.chosen}>
            <strong>{file.name}</strong>
            <span>{formatFileSize(file.size)}</span>
            <span className={styles.again}>Drop or choose another file to change it</span>
          </span>
        ) : (
          <span>
            Drop a file here, or <span className={styles.choose}>choose a file</span>
          </span>
        )}
        <input
          id={id}
          type="file"
          accept={accept}
          className={cx('uk-visually-hidden', styles.input)}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          required
          disabled={disabled}
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            // Emptied, so choosing the same file again after fixing something still reports it.
            event.target.value = ''
            if (chosen) onFile(chosen)
          }}
        />
      </label>
      <p id={`${id}-hint`} className="uk-field__hint">
        {file ? `Chosen: ${file.name}, ${formatFileSize(file.size)}. ` : 'No file chosen. '}
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="uk-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
