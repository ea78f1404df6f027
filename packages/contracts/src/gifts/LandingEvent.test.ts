import Value from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { GiftErrorBody } from './GiftErrorBody.ts'
import { LandingEventBody } from './LandingEvent.ts'
import { SubmitEmailSuccess } from './SubmitEmail.ts'

describe('gift host bodies', () => {
  it('describe a landing event, a claim and an error with the gift host’s status', () => {
    const event = {
      id: 'tet-2027',
      name: 'Lì xì Tết 2027',
      startsAt: '2027-01-15T00:00:00.000Z',
      endsAt: '2027-02-20T00:00:00.000Z',
      active: true,
      year: 2027,
      state: 'open',
    }
    expect(Value.Check(LandingEventBody, { status: 'success', data: event })).toBe(true)
    expect(Value.Check(LandingEventBody, { status: 'success', data: { ...event, state: 'paused' } })).toBe(
      false,
    )

    const claim = {
      gift: 'AIRPOD3',
      email: 'an@rmit.edu.vn',
      campaign: 'tet-2027',
      emailSent: true,
      claimedAt: '2027-01-20T03:00:00.000Z',
    }
    expect(Value.Check(SubmitEmailSuccess, { status: 'success', data: claim })).toBe(true)
    expect(Value.Check(SubmitEmailSuccess, { status: 'success', data: { ...claim, gift: 'CAR' } })).toBe(
      false,
    )

    const error = { status: 'error', error: { code: 'EMAIL_ALREADY_USED', message: 'Already claimed' } }
    expect(Value.Check(GiftErrorBody, error)).toBe(true)
    expect(Value.Check(GiftErrorBody, { error: error.error })).toBe(false)
  })
})
