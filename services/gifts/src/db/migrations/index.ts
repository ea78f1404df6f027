import type { Migrations } from '@unikit/service-kit'
import * as createGiftClaims from './0001_create_gift_claims.ts'

/** Every migration of the service, by name; the kit applies them in name order at start. */
export const migrations: Migrations = {
  '0001_create_gift_claims': createGiftClaims,
}
