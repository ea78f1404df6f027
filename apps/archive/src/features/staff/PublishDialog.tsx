import { deskApi } from '../../api/archiveApi.ts'
import { type FileDialogProps, SampleFactsDialog } from './SampleFactsDialog.tsx'

/**
 * Publishes an upload: into the course or major the student asked for unless staff choose another, under the
 * student's title unless staff improve it, with the year and semester when known (docs/product/archive.md#staff-desk).
 */
export function PublishDialog({ item, onClose, onDone }: FileDialogProps) {
  return (
    <SampleFactsDialog
      item={item}
      title={`Publish “${item.name}”`}
      description="Students see it in the folder you choose as soon as it is published."
      submitLabel="Publish"
      folderLabel="Publish in"
      save={(facts) => ({
        call: () => deskApi.publish({ id: item.id, ...facts }),
        done: `“${facts.name}” published`,
      })}
      onClose={onClose}
      onDone={onDone}
    />
  )
}
