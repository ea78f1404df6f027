import { ARCHIVE_TITLE_MAX_LENGTH } from '@unikit/contracts/drive'
import { Select, TextField } from '@unikit/design-system'
import { FolderSelect } from '../shared/FolderSelect.tsx'
import styles from './SampleFactsFields.module.css'
import type { SampleFactsDraft, SampleFactsErrors } from './sampleFactsForm.ts'

const semesters = [
  { value: '', label: 'Not known' },
  { value: '1', label: 'Semester 1 (from February)' },
  { value: '2', label: 'Semester 2 (from June)' },
  { value: '3', label: 'Semester 3 (from October)' },
]

/** The facts staff set when they publish or edit a file: its name, course or major, year and semester. */
export function SampleFactsFields({
  draft,
  errors,
  folderLabel,
  onChange,
}: {
  draft: SampleFactsDraft
  errors: SampleFactsErrors
  /** "Publish in", "Course or major". */
  folderLabel: string
  onChange: (patch: Partial<SampleFactsDraft>) => void
}) {
  return (
    <>
      <TextField
        label="Name"
        hint="3 to 160 characters, as students will see it."
        value={draft.name}
        maxLength={ARCHIVE_TITLE_MAX_LENGTH}
        required
        error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <FolderSelect
        label={folderLabel}
        placeholder="Choose a course or major"
        value={draft.folderId}
        required
        error={errors.folderId}
        onChange={(event) => onChange({ folderId: event.target.value })}
      />
      <div className={styles.term}>
        <TextField
          label="Year written"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={draft.year}
          error={errors.year}
          onChange={(event) => onChange({ year: event.target.value })}
        />
        <Select
          label="Semester"
          options={semesters}
          value={draft.semester}
          error={errors.semester}
          onChange={(event) => onChange({ semester: event.target.value })}
        />
      </div>
    </>
  )
}
