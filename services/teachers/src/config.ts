import type { BaseConfig } from '@unikit/service-kit'
import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'teachers', port: 4104, extensions: ['pg_trgm'] } as const

/** Settings of the teachers service beyond the kit's (see the kit README). */
export const settings = Type.Object({
  /**
   * Reports from this many different accounts, each verified for REPORT_TRUSTED_AFTER_DAYS or more when it
   * reported, hold an insight until staff decide (docs/product/feedback.md#reports).
   */
  REPORTS_TO_HOLD: Type.Integer({ minimum: 1, maximum: 100, default: 3 }),
  /** Days an account must have been verified for its report to count towards holding an insight. */
  REPORT_TRUSTED_AFTER_DAYS: Type.Integer({ minimum: 0, maximum: 365, default: 7 }),
  /**
   * The drive service, which names the archive's course folders after the course list this service keeps
   * (docs/decisions/0763-one-course-list.md); unset, the list is not sent (a service run alone, its tests).
   */
  DRIVE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
})

/** `app.config` in this service: the kit's settings and these. */
export type TeachersConfig = BaseConfig & Static<typeof settings>
