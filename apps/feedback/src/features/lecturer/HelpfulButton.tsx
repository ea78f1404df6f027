import { readApiError } from '@unikit/auth'
import type { Rating } from '@unikit/contracts/teachers'
import { Button, formatCount, toast } from '@unikit/design-system'
import { useState } from 'react'
import { feedbackApi } from '../../api/feedbackApi.ts'

/**
 * "Helpful" on another student's insight: a toggle (pressed when the reader marked it), with the count beside it
 * (docs/product/feedback.md#reading-insights). It shows the new state at once and goes back if the call fails.
 */
export function HelpfulButton({ rating }: { rating: Rating }) {
  const [state, setState] = useState({ helped: rating.helped, helpful: rating.helpful })
  const [busy, setBusy] = useState(false)
  const toggle = async () => {
    if (busy) return
    const before = state
    const helped = !state.helped
    setState({ helped, helpful: state.helpful + (helped ? 1 : -1) })
    setBusy(true)
    try {
      setState(await feedbackApi.helpful(rating.id, helped))
    } catch (error) {
      setState(before)
      toast(readApiError(error).message, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="ghost" size="sm" aria-pressed={state.helped} onClick={toggle}>
      Helpful <span aria-hidden="true">·</span> {formatCount(state.helpful)}
    </Button>
  )
}
