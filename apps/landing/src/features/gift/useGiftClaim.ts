import { readApiError } from '@unikit/auth'
import type { GiftClaim } from '@unikit/contracts/gifts'
import { useEffect, useState } from 'react'
import { submitGiftEmail } from '../../api/giftApi.ts'
import { claimAttemptKey } from './claimAttemptKey.ts'
import { giftErrorMessage } from './giftErrorMessage.ts'
import { GIFT_TAKEN_KEY, isGiftTaken, readGiftTakenFlag, writeGiftTakenFlag } from './giftTakenFlag.ts'
import { validateGiftEmail } from './validateGiftEmail.ts'

/**
 * The gift form's state (spec §4): idle, loading, taken. The address is trimmed and checked before sending;
 * a failure keeps what was typed and says why under the field; a success stores the local flag.
 */
export function useGiftClaim(campaign: string | undefined) {
  const [flag, setFlag] = useState(readGiftTakenFlag)
  const [email, setEmailValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const [claim, setClaim] = useState<GiftClaim | null>(null)

  // A claim made in another tab counts here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === GIFT_TAKEN_KEY) setFlag(readGiftTakenFlag())
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const taken = isGiftTaken(flag, campaign)

  /** Resolves to false when the address was refused (the caller moves focus back to the field). */
  const submit = async (): Promise<boolean> => {
    if (loading || taken) return true
    const trimmed = email.trim()
    const problem = validateGiftEmail(trimmed)
    if (problem) {
      setError(problem)
      return false
    }
    setError(null)
    setLoading(true)
    try {
      const result = await submitGiftEmail(trimmed, claimAttemptKey(trimmed))
      const next = { campaign: result.campaign, gift: result.gift }
      writeGiftTakenFlag(next)
      setFlag(next)
      setClaim(result)
      return true
    } catch (failure) {
      setError(giftErrorMessage(readApiError(failure)))
      return false
    } finally {
      setLoading(false)
    }
  }

  const setEmail = (value: string) => {
    setEmailValue(value)
    setError(null)
  }

  return { email, setEmail, error, loading, taken, flag, claim, closeClaim: () => setClaim(null), submit }
}
