import type { LandingEvent } from '@unikit/contracts/gifts'
import { useEffect, useState } from 'react'
import { fetchLandingEvent } from '../../api/giftApi.ts'

export type LandingEventState =
  | { status: 'loading' }
  | { status: 'ready'; event: LandingEvent }
  /** No campaign was ever created. */
  | { status: 'none' }
  /** The gift host did not answer; the form still works (the server decides). */
  | { status: 'error' }

/** Loads the campaign once, at load (docs/product/landing.md#the-gift-host): its window, its year and whether it takes claims. */
export function useLandingEvent(): LandingEventState {
  const [state, setState] = useState<LandingEventState>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    fetchLandingEvent(controller.signal).then(
      (event) => setState(event ? { status: 'ready', event } : { status: 'none' }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' })
      },
    )
    return () => controller.abort()
  }, [])
  return state
}
