import { type Kysely, sql } from 'kysely'

/**
 * Search over a large archive without reading every match
 * (docs/decisions/0771-search-capped-from-indexes-typos-through-a-vocabulary.md): the names in the order search
 * ranks them within a way of matching (shorter first, then by name), the names by their start, and the vocabulary
 * of the words in names, where a typo finds the word it was meant to be.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Both carry what the search reads and filters on most (`root`, `status`), so a scan of them reads no rows.
  await sql`
    create index items_search_name_length on items (length(search_name), search_name, id) include (root, status)
  `.execute(db)
  await sql`
    create index items_search_name_prefix on items (search_name text_pattern_ops) include (id, root, status)
  `.execute(db)

  // Every word (with a letter in it) that a folded name has had. Words of renamed or deleted items stay: a stale
  // word only leads a typo to a word no name has any more, which finds nothing.
  await sql`create table search_words (word text primary key)`.execute(db)
  await sql`create index search_words_trgm on search_words using gin (word gin_trgm_ops)`.execute(db)
  // Frozen with the migration: how a folded name is cut into words (the kit's searchWords cuts a query the same).
  const words = (table: string) => sql`
    insert into search_words (word)
    select distinct word from ${sql.raw(table)}, regexp_split_to_table(search_name, '[^a-z0-9]+') as word
    where word ~ '[a-z]'
    on conflict do nothing`
  await sql`
    create function search_words_of_added() returns trigger language plpgsql set search_path from current as $$
    begin
      ${words('added')};
      return null;
    end $$`.execute(db)
  await sql`
    create trigger items_search_words_added after insert on items
    referencing new table as added for each statement execute function search_words_of_added()`.execute(db)
  // A rename is one row; a statement-level trigger with a transition table cannot name the column it watches.
  await sql`
    create function search_words_of_renamed() returns trigger language plpgsql set search_path from current as $$
    begin
      ${words('(select new.search_name) as renamed')};
      return null;
    end $$`.execute(db)
  await sql`
    create trigger items_search_words_renamed after update of search_name on items
    for each row execute function search_words_of_renamed()`.execute(db)
  await words('items').execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger items_search_words_renamed on items`.execute(db)
  await sql`drop function search_words_of_renamed()`.execute(db)
  await sql`drop trigger items_search_words_added on items`.execute(db)
  await sql`drop function search_words_of_added()`.execute(db)
  await sql`drop table search_words`.execute(db)
  await sql`drop index items_search_name_prefix`.execute(db)
  await sql`drop index items_search_name_length`.execute(db)
}
