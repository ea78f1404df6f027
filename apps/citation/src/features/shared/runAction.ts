import { toast } from '@unikit/design-system'
import { StorageWriteError } from '../../store/StorageWriteError.ts'
import { WorkspaceActionError } from '../../store/WorkspaceActionError.ts'

/** The message a user sees for a failed workspace action. */
export function actionErrorMessage(error: unknown): string {
  if (error instanceof StorageWriteError || error instanceof WorkspaceActionError) return error.message
  return 'Something went wrong, so nothing was changed. Please try again.'
}

/** Runs a workspace action; a failure becomes an error toast (nothing changed) and `undefined`. */
export function runAction<T>(action: () => T): T | undefined {
  try {
    return action()
  } catch (error) {
    toast(actionErrorMessage(error), { type: 'error', duration: 5000 })
    return undefined
  }
}

/** Runs a workspace action that returns nothing; true when it went through, else an error toast and false. */
export function attempt(action: () => void): boolean {
  return (
    runAction(() => {
      action()
      return true
    }) ?? false
  )
}
