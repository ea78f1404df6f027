import { ARCHIVE_UPLOAD_REWARD_VND } from '@unikit/contracts/drive'
import type { BaseConfig } from '@unikit/service-kit'
import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'drive', port: 4103, extensions: ['pg_trgm'] } as const

/** Settings of the drive service beyond the kit's (see the kit README). */
export const settings = Type.Object({
  /** The site's origin, for the links in mail to uploaders and reporters. */
  PUBLIC_ORIGIN: Type.String({ pattern: '^https?://[^/]+$', default: 'http://localhost:8080' }),
  /** What a student's upload earns, in VND, when staff publish it (once per file); 0 rewards nothing. */
  ARCHIVE_UPLOAD_REWARD_VND: Type.Integer({
    minimum: 0,
    maximum: 10_000_000,
    default: ARCHIVE_UPLOAD_REWARD_VND,
  }),
})

/** `app.config` in this service: the kit's settings and these. */
export type DriveConfig = BaseConfig & Static<typeof settings>
