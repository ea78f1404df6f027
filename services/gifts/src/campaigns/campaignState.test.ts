import { describe, expect, it } from 'vitest'
import { campaignState } from './campaignState.ts'

const campaign = {
  starts_at: new Date('2027-01-15T00:00:00+07:00'),
  ends_at: new Date('2027-02-20T00:00:00+07:00'),
  active: true,
}

describe('campaignState', () => {
  it('is upcoming before the start, open from the start until the end, then ended', () => {
    expect(campaignState(campaign, new Date('2027-01-14T23:59:59+07:00'))).toBe('upcoming')
    expect(campaignState(campaign, campaign.starts_at)).toBe('open')
    expect(campaignState(campaign, new Date('2027-02-19T23:59:59+07:00'))).toBe('open')
    expect(campaignState(campaign, campaign.ends_at)).toBe('ended')
  })

  it('is ended whenever the campaign team has switched it off', () => {
    expect(campaignState({ ...campaign, active: false }, new Date('2027-01-20T00:00:00+07:00'))).toBe('ended')
  })
})
