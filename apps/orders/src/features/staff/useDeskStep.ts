import { readApiError } from '@unikit/auth'
import { toast } from '@unikit/design-system'
import { useState } from 'react'

/**
 * The state of a desk row's dialogs: which one is open, the error under its field, and `run`, which makes the
 * call, says it is done, closes the dialog and refreshes the queue; a failure stays in the open dialog.
 */
export function useDeskStep<Step extends string>(onDone: () => void) {
  const [step, setStep] = useState<Step | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const close = () => {
    setStep(null)
    setError(null)
  }
  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true)
    setError(null)
    try {
      await call()
      toast(done, { type: 'success' })
      close()
      onDone()
    } catch (failure) {
      setError(readApiError(failure).message)
    } finally {
      setBusy(false)
    }
  }
  return { step, open: setStep, close, error, setError, busy, run }
}
