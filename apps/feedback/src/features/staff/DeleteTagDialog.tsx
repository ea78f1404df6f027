import { readApiError } from '@unikit/auth'
import type { Tag } from '@unikit/contracts/teachers'
import { ConfirmDialog, toast, useSubmission } from '@unikit/design-system'
import { deskApi } from '../../api/feedbackApi.ts'

/** Deletes a tag after a confirmation; insights that carry it keep it. */
export function DeleteTagDialog({
  tag,
  onClose,
  onDone,
}: {
  tag: Tag
  onClose: () => void
  onDone: () => void
}) {
  const { pending, run } = useSubmission()
  const remove = () =>
    run(async () => {
      try {
        await deskApi.deleteTag(tag.id)
      } catch (failure) {
        return void toast(readApiError(failure).message, { type: 'error', duration: 8000 })
      }
      toast(`Tag “${tag.name}” deleted`, { type: 'success' })
      onDone()
      onClose()
    })
  return (
    <ConfirmDialog
      open
      title={`Delete the tag “${tag.name}”?`}
      message="Students can no longer choose it. Insights that carry it keep it."
      confirmLabel="Delete tag"
      danger
      busy={pending}
      onConfirm={() => void remove()}
      onCancel={onClose}
    />
  )
}
