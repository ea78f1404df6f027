import type { Migrations } from '@unikit/service-kit'
import * as createGiftClaims from './0001_create_gift_claims.ts'
import * as createCampaignsAndPrizes from './0002_create_campaigns_and_prizes.ts'
import * as claimKeysAndOutbox from './0003_claim_keys_and_outbox.ts'

/** Every migration of the service, by name; the kit applies them in name order at start. */
export const migrations: Migrations = {
  '0001_create_gift_claims': createGiftClaims,
  '0002_create_campaigns_and_prizes': createCampaignsAndPrizes,
  '0003_claim_keys_and_outbox': claimKeysAndOutbox,
}
