import { HelpfulButton as Helpful } from '@unikit/design-system'
import { archiveApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'

/**
 * "Helpful": a student marks a sample that helped them, once, and may take it back
 * (docs/product/archive.md#signals). The count beside it is the server's after each press.
 */
export function HelpfulButton({
  id,
  name,
  helpful,
  count,
}: {
  id: string
  name: string
  helpful: boolean
  count: number
}) {
  return (
    <Helpful
      subject={name}
      helped={helpful}
      count={count}
      send={async (next) => (await archiveApi.helpful(id, next)).helpful_count}
      failureMessage={(failure) => driveErrorMessage(failure).message}
    />
  )
}
