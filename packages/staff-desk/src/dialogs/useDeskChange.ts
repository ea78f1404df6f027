import { readApiError } from '@unikit/auth'
import { toast } from '@unikit/design-system'
import { useState } from 'react'

export type DeskChangeOptions = {
  /** After a change went through: refresh what shows it. */
  onDone: () => void
  /** Then close the dialog it was made in. */
  onClose: () => void
  /** The words for a failure; default the service's message. */
  readError?: (failure: unknown) => string
}

/**
 * A change made from a dialog (`FormDialog`): `change(call, done)` makes the call, says `done` in a toast, refreshes
 * and closes; a failure stays in the dialog as `failure`, with everything typed kept. `setFailure` is for what the
 * form finds itself (a missing field).
 */
export function useDeskChange({
  onDone,
  onClose,
  readError = (failure) => readApiError(failure).message,
}: DeskChangeOptions) {
  const [failure, setFailure] = useState<string>()
  const change = async (call: () => Promise<unknown>, done: string) => {
    setFailure(undefined)
    try {
      await call()
    } catch (error) {
      setFailure(readError(error))
      return
    }
    toast(done, { type: 'success' })
    onDone()
    onClose()
  }
  return { failure, setFailure, change }
}
