import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'accounts', port: 4101 } as const

/** Settings of the accounts service beyond the kit's (see the kit README); none yet. */
export const settings = Type.Object({})

type AccountsSettings = Static<typeof settings>

declare module '@unikit/service-kit' {
  interface ServiceConfig extends AccountsSettings {}
}
