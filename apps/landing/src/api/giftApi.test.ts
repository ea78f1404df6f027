import { readApiError } from '@unikit/auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchLandingEvent, submitGiftEmail } from './giftApi.ts'

const unique = () => `api.${Date.now()}.${Math.random().toString(36).slice(2)}@rmit.edu.vn`
const key = () => crypto.randomUUID()

afterEach(() => vi.restoreAllMocks())

describe('the gift host calls', () => {
  it('read the landing campaign', async () => {
    const event = await fetchLandingEvent()
    expect(event).toMatchObject({ id: 'tet-demo', active: true, state: 'open' })
  })

  it('claim a gift once per address, with a coded error the second time', async () => {
    const email = unique()
    const claim = await submitGiftEmail(email, key())
    expect(claim).toMatchObject({ email, campaign: 'tet-demo' })
    const again = await submitGiftEmail(email.toUpperCase(), key()).catch((error: unknown) => error)
    expect(readApiError(again)).toMatchObject({ status: 409, code: 'EMAIL_ALREADY_USED' })
  })

  it('gets the gift when the answer to a saved claim is lost: the retry carries the same key', async () => {
    const email = unique()
    const realFetch = globalThis.fetch
    let lost = 0
    // The first answer reaches the server and is lost on the way back, as on a dropped connection.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init)
      if (lost++ === 0) throw new TypeError('Failed to fetch')
      return response
    })
    const claim = await submitGiftEmail(email, key())
    expect(lost).toBe(2)
    expect(claim).toMatchObject({ email, campaign: 'tet-demo' })
  })

  it('answers the same attempt again with its gift after a reload', async () => {
    const email = unique()
    const attempt = key()
    const first = await submitGiftEmail(email, attempt)
    expect(await submitGiftEmail(email, attempt)).toEqual(first)
  })
})
