import type { Kysely } from 'kysely'
import type { KitDatabase } from './KitDatabase.ts'

/** Any service's database or transaction, as the kit's tables see it: they live in every service's schema. */
export function kitDb<DB>(db: Kysely<DB>): Kysely<KitDatabase> {
  return db as unknown as Kysely<KitDatabase>
}
