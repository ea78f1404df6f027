import { type Kysely, sql } from 'kysely'

/**
 * Search over a large archive without reading every match
 * (docs/decisions/0765-search-capped-from-indexes-typos-through-a-vocabulary.md): a narrow copy of what name
 * search reads of each item, indexed in the order search ranks names within a way of matching (shorter first,
 * then by name) and by their start, and the vocabulary of the words in names, where a typo finds the word it was
 * meant to be. Both are kept by triggers, so every path that writes an item keeps them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // An item's row is wide (its PDF's text and vector) and rewritten by every download and Helpful mark; this one
  // is narrow and changes only with the name, tree or status, so its pages stay cached and all-visible.
  await sql`
    create table search_names (
      id text primary key references items (id) on delete cascade,
      search_name text not null,
      root text not null,
      status text not null
    )`.execute(db)
  await sql`create index search_names_trgm on search_names using gin (search_name gin_trgm_ops)`.execute(db)
  await sql`
    create index search_names_length on search_names (length(search_name), search_name, id) include (root, status)
  `.execute(db)
  await sql`
    create index search_names_prefix on search_names (search_name text_pattern_ops) include (id, root, status)
  `.execute(db)

  // Every word (with a letter in it) that a folded name has had. Words of renamed or deleted items stay: a stale
  // word only leads a typo to a word no name has any more, which finds nothing.
  await sql`create table search_words (word text primary key)`.execute(db)
  await sql`create index search_words_trgm on search_words using gin (word gin_trgm_ops)`.execute(db)

  // Frozen with the migration: how a folded name is cut into words (the kit's searchWords cuts a query the same).
  const words = (from: string) => sql`
    insert into search_words (word)
    select distinct word from ${sql.raw(from)}, regexp_split_to_table(search_name, '[^a-z0-9]+') as word
    where word ~ '[a-z]'
    on conflict do nothing`
  await sql`
    create function search_of_added() returns trigger language plpgsql set search_path from current as $$
    begin
      insert into search_names (id, search_name, root, status) select id, search_name, root, status from added;
      ${words('added')};
      return null;
    end $$`.execute(db)
  await sql`
    create trigger items_search_added after insert on items
    referencing new table as added for each statement execute function search_of_added()`.execute(db)
  // A change is one row; a statement-level trigger with a transition table cannot name the columns it watches.
  await sql`
    create function search_of_changed() returns trigger language plpgsql set search_path from current as $$
    begin
      update search_names set search_name = new.search_name, root = new.root, status = new.status
      where id = new.id;
      if new.search_name is distinct from old.search_name then
        ${words('(select new.search_name) as renamed')};
      end if;
      return null;
    end $$`.execute(db)
  await sql`
    create trigger items_search_changed after update of search_name, root, status on items
    for each row execute function search_of_changed()`.execute(db)

  await sql`insert into search_names (id, search_name, root, status) select id, search_name, root, status from items`.execute(
    db,
  )
  await words('items').execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger items_search_changed on items`.execute(db)
  await sql`drop function search_of_changed()`.execute(db)
  await sql`drop trigger items_search_added on items`.execute(db)
  await sql`drop function search_of_added()`.execute(db)
  await sql`drop table search_words`.execute(db)
  await sql`drop table search_names`.execute(db)
}
