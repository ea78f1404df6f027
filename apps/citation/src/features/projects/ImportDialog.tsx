import { Button, Dialog, toast } from '@unikit/design-system'
import { type ChangeEvent, type FormEvent, useState } from 'react'
import {
  type ImportDestination,
  type ImportedEntry,
  type ImportFormat,
  importEntries,
  MAX_IMPORT_BYTES,
  readImportFile,
} from '../../store/backup.ts'
import { actionErrorMessage } from '../shared/runAction.ts'
import styles from './ProjectsSidebar.module.css'

type Loaded = { fileName: string; format: ImportFormat; entries: ImportedEntry[] }

export type ImportDialogProps = {
  hasActiveProject: boolean
  onClose: () => void
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** Imports a Unikit backup (CSL-JSON) or an RIS / BibTeX file; a bad file is refused and changes nothing. */
export function ImportDialog({ hasActiveProject, onClose }: ImportDialogProps) {
  const [loaded, setLoaded] = useState<Loaded>()
  const [reading, setReading] = useState(false)
  const [destination, setDestination] = useState<ImportDestination>('new')
  const [error, setError] = useState<string>()
  const hasProjects = loaded?.entries.some((entry) => entry.project) ?? false

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    setLoaded(undefined)
    setError(undefined)
    if (!file) return
    if (file.size > MAX_IMPORT_BYTES) {
      setError('This file is larger than 5 MB, so nothing was imported.')
      return
    }
    setReading(true)
    try {
      const result = await readImportFile(file.name, await file.text())
      setLoaded({ fileName: file.name, ...result })
      setDestination(result.entries.some((entry) => entry.project) ? 'backup' : 'new')
    } catch (problem) {
      setError(actionErrorMessage(problem))
    } finally {
      setReading(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!loaded) {
      setError('Choose a file first.')
      return
    }
    try {
      const added = importEntries(loaded.entries, destination, loaded.fileName)
      toast(`${plural(added.citations, 'citation')} imported`, { type: 'success' })
      onClose()
    } catch (problem) {
      setError(actionErrorMessage(problem))
    }
  }

  const options: Array<{ value: ImportDestination; label: string; disabled?: boolean }> = [
    ...(hasProjects ? [{ value: 'backup' as const, label: 'Into the projects saved in the backup' }] : []),
    { value: 'new', label: 'Into a new project' },
    { value: 'active', label: 'Into the active project', disabled: !hasActiveProject },
  ]

  return (
    <Dialog
      open
      title="Import citations"
      description="A Unikit backup or any CSL-JSON, RIS or BibTeX file."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="import-form" disabled={!loaded} loading={reading}>
            Import
          </Button>
        </>
      }
    >
      <form id="import-form" onSubmit={submit} className={styles.dialogForm}>
        <div className="uk-field">
          <label className="uk-field__label" htmlFor="import-file">
            File (CSL-JSON, RIS or BibTeX)
          </label>
          <input
            id="import-file"
            type="file"
            accept=".json,.ris,.bib,.bibtex,.txt,application/json"
            onChange={choose}
          />
        </div>
        {loaded && (
          <>
            <p>
              {plural(loaded.entries.length, 'citation')} found in this {loaded.format} file.
            </p>
            <fieldset className={styles.choices}>
              <legend>Add them</legend>
              {options.map((option) => (
                <label key={option.value} className={styles.choice}>
                  <input
                    type="radio"
                    name="import-destination"
                    value={option.value}
                    checked={destination === option.value}
                    disabled={option.disabled}
                    onChange={() => setDestination(option.value)}
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
          </>
        )}
        {error && (
          <p role="alert" className={styles.dialogError}>
            {error}
          </p>
        )}
      </form>
    </Dialog>
  )
}
