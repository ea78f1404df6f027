import { type Static, Type } from 'typebox'

/** Where a campaign stands: claims are accepted only while it is `open`. */
export const campaignStates = ['upcoming', 'open', 'ended'] as const
export type CampaignState = (typeof campaignStates)[number]

/** The campaign the landing page shows (`GET /gift/api/event/get-landing-event`). */
export const LandingEvent = Type.Object({
  id: Type.String({ description: 'The campaign slug, e.g. tet-2027' }),
  name: Type.String(),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  active: Type.Boolean({
    description: 'Switched on by the campaign team; an inactive campaign takes no claims',
  }),
  year: Type.Integer({ description: 'The Tết year, also the footer copyright year' }),
  state: Type.Enum(campaignStates),
})
export type LandingEvent = Static<typeof LandingEvent>

export const LandingEventBody = Type.Object({ status: Type.Literal('success'), data: LandingEvent })
export type LandingEventBody = Static<typeof LandingEventBody>
