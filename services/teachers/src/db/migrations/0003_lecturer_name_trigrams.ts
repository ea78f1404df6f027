import { type Kysely, sql } from 'kysely'

/**
 * Lecturer search tolerates typos with the kit's name search (docs/decisions/0755-one-name-search-in-the-kit.md):
 * trigrams of the folded name. `pg_trgm` lives in the shared extensions schema, on the search_path.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index teachers_search_name_trgm on teachers using gin (search_name gin_trgm_ops)`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index teachers_search_name_trgm`.execute(db)
}
