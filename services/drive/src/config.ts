import type { BaseConfig } from '@unikit/service-kit'
import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'drive', port: 4103, extensions: ['pg_trgm'] } as const

/** Settings of the drive service beyond the kit's (see the kit README). */
export const settings = Type.Object({
  /** The site's origin, for the links in mail to uploaders and reporters. */
  PUBLIC_ORIGIN: Type.String({ pattern: '^https?://[^/]+$', default: 'http://localhost:8080' }),
})

/** `app.config` in this service: the kit's settings and these. */
export type DriveConfig = BaseConfig & Static<typeof settings>
