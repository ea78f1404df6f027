import type { ColumnType, Generated } from 'kysely'

/** The prizes of spec §3; NONE is shown as a smile. */
export const gifts = ['CARD', 'TOTE_BAG', 'STARBUCK_GLASS', 'AIRPOD3', 'NONE'] as const

/** The gifts schema's tables, as Kysely sees them. */
export interface GiftsDatabase {
  gift_claims: GiftClaimsTable
}

export interface GiftClaimsTable {
  id: Generated<number>
  /** Trimmed and lower-cased before storing; one claim per address. */
  email: string
  gift: (typeof gifts)[number]
  created_at: ColumnType<Date, never, never>
}

declare module '@unikit/service-kit' {
  interface ServiceDatabase extends GiftsDatabase {}
}
