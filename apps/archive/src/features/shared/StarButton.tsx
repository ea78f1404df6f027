import { Button, Icon, useOptimisticToggle } from '@unikit/design-system'
import { archiveApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'

/**
 * Stars or unstars a file for this student, on the server, so Starred follows them to another device. The star
 * shows at once and goes back if the call fails.
 */
export function StarButton({
  id,
  name,
  starred,
  onChange,
}: {
  id: string
  name: string
  starred: boolean
  onChange?: (starred: boolean) => void
}) {
  const { on, toggle } = useOptimisticToggle(starred, (next) => archiveApi.star(id, next), {
    ...(onChange ? { onDone: onChange } : {}),
    failureMessage: (failure) => driveErrorMessage(failure).message,
  })
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={on}
      aria-label={`Star ${name}`}
      className="uk-mark-button"
      onClick={toggle}
    >
      {/* The words stay the same (they are the start of the name); the filled star and aria-pressed say which. */}
      <Icon name="star" size={18} />
      Star
    </Button>
  )
}
