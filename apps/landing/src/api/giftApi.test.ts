import { readApiError } from '@unikit/auth'
import { describe, expect, it } from 'vitest'
import { fetchLandingEvent, submitGiftEmail } from './giftApi.ts'

const unique = () => `api.${Date.now()}.${Math.random().toString(36).slice(2)}@rmit.edu.vn`

describe('the gift host calls', () => {
  it('read the landing campaign', async () => {
    const event = await fetchLandingEvent()
    expect(event).toMatchObject({ id: 'tet-demo', active: true, state: 'open' })
  })

  it('claim a gift once per address, with a coded error the second time', async () => {
    const email = unique()
    const claim = await submitGiftEmail(email)
    expect(claim).toMatchObject({ email, campaign: 'tet-demo' })
    const again = await submitGiftEmail(email.toUpperCase()).catch((error: unknown) => error)
    expect(readApiError(again)).toMatchObject({ status: 409, code: 'EMAIL_ALREADY_USED' })
  })
})
