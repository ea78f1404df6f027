import { deskApi } from '../../api/archiveApi.ts'
import { type FileDialogProps, SampleFactsDialog } from './SampleFactsDialog.tsx'
import { changedFacts } from './sampleFactsForm.ts'

/**
 * Corrects a file's title, course or major, year and semester, waiting or published (docs/product/archive.md#staff-desk):
 * a published file moves to the course chosen, an upload keeps waiting for it. Only what changed is sent, so the
 * audit log says what was corrected.
 */
export function EditDialog({ item, onClose, onDone }: FileDialogProps) {
  return (
    <SampleFactsDialog
      item={item}
      title={`Edit “${item.name}”`}
      description={
        item.status === 'pending'
          ? 'The upload keeps waiting for review, with these facts.'
          : 'Students see the change at once.'
      }
      submitLabel="Save"
      folderLabel={item.status === 'pending' ? 'Asked for' : 'Course or major'}
      save={(facts) => {
        const changed = changedFacts(item, facts)
        if (Object.keys(changed).length === 0) return undefined
        return {
          call: () => deskApi.edit({ id: item.id, ...changed }),
          done: `“${facts.name}” saved`,
        }
      }}
      onClose={onClose}
      onDone={onDone}
    />
  )
}
