import type { BaseConfig } from '@unikit/service-kit'
import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'gifts', port: 4105 } as const

/** Settings of the gifts service beyond the kit's (see the kit README and this service's README). */
export const settings = Type.Object({
  /**
   * Claims one IP may send per window. Campus Wi-Fi puts a whole campus behind one address: sized for it (one
   * gift per person is held in the database, docs/decisions/0731-campus-limits-and-address-changes.md).
   */
  GIFT_CLAIM_RATE_MAX: Type.Integer({ minimum: 1, default: 60 }),
  GIFT_CLAIM_RATE_WINDOW_MS: Type.Integer({ minimum: 1000, default: 60_000 }),
  /** Reads of the landing event one IP may send per window. */
  GIFT_EVENT_RATE_MAX: Type.Integer({ minimum: 1, default: 120 }),
  /** The public address of the site, linked from the prize mail. */
  PUBLIC_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
  /**
   * Where a winner writes to redeem a prize: the prize mail comes from a no-reply address, so it names this one (the
   * support inbox accounts' Contact form writes to) and the Contact page.
   */
  GIFT_CONTACT_EMAIL: Type.String({ format: 'email', default: 'support@unikit.vn' }),
})

/** `app.config` in this service: the kit's settings and these. */
export type GiftsConfig = BaseConfig & Static<typeof settings>
