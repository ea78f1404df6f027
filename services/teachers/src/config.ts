import type { BaseConfig } from '@unikit/service-kit'
import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'teachers', port: 4104 } as const

/** Settings of the teachers service beyond the kit's (see the kit README). */
export const settings = Type.Object({
  /**
   * The drive service, which names the archive's course folders after the course list this service keeps
   * (docs/decisions/0820-one-course-list.md); unset, the list is not sent (a service run alone, its tests).
   */
  DRIVE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
})

/** `app.config` in this service: the kit's settings and these. */
export type TeachersConfig = BaseConfig & Static<typeof settings>
