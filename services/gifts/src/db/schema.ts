import type { GiftKind, PrizeKind } from '@unikit/contracts/gifts'
import type { ColumnType, Generated, Kysely } from 'kysely'

/** The gifts database or a transaction on it: what every query function in `db/` takes. */
export type GiftsDb = Kysely<GiftsDatabase>

/** The gifts schema's tables, as Kysely sees them. */
export interface GiftsDatabase {
  campaigns: CampaignsTable
  prizes: PrizesTable
  gift_claims: GiftClaimsTable
}

/** A campaign, set by `admin campaign ...`. At most one is active: the one the landing page shows. */
export interface CampaignsTable {
  id: Generated<number>
  /** The public id, e.g. `tet-2027`. */
  slug: string
  name: string
  starts_at: Date
  ends_at: Date
  /** The Tết year; also the page footer's copyright year. */
  year: number
  active: Generated<boolean>
  /** The weight of drawing nothing while prizes remain; 0 gives a prize to everyone until stock runs out. */
  none_weight: Generated<number>
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, never, Date>
}

/** A prize's stock and draw weight in one campaign; stock never goes below zero (a check constraint). */
export interface PrizesTable {
  campaign_id: number
  gift: PrizeKind
  stock: number
  weight: number
}

export interface GiftClaimsTable {
  id: Generated<number>
  campaign_id: number
  /** Normalised (see normalizeEmail): one claim per address and campaign, by a unique constraint. */
  email: string
  /** The address as typed (trimmed): where the prize mail goes. */
  mail_to: string
  gift: GiftKind
  /** The prize code, unique and unguessable; null exactly when the gift is NONE. */
  code: string | null
  /**
   * The landing's key for this claim attempt: the same key again is answered with this claim, never "already
   * used" (docs/product/landing.md#claiming-a-gift).
   */
  idempotency_key: string | null
  created_at: ColumnType<Date, never, never>
}
