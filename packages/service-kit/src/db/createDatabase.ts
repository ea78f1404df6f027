import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { CompiledQuery, Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import pg from 'pg'
import { type DatabaseExtension, EXTENSIONS_SCHEMA } from './databaseExtensions.ts'
import { pgliteParsers, pgTypeOverrides } from './typeParsers.ts'

export interface DatabaseOptions {
  /** A PostgreSQL URL; when unset, embedded PGlite is used. */
  url?: string | undefined
  /** The service's schema; every connection's search_path points at it alone. */
  schema: string
  /** PGlite's data folder, or `memory://`. */
  dataDir: string
  poolMax?: number
  /** An in-memory PGlite starts from this data-folder dump instead of running initdb (tests start faster). */
  pgliteTemplate?: Blob | undefined
  /** Extensions the service uses: their schema joins the search_path, and PGlite loads their bundles. */
  extensions?: readonly DatabaseExtension[]
  /** Idle pool connections can fail (a server restart); without a listener that would crash the process. */
  onPoolError?: (error: Error) => void
}

export type DatabaseKind = 'postgres' | 'pglite'

export interface Database<DB> {
  db: Kysely<DB>
  kind: DatabaseKind
}

/** Kysely on a `pg` pool when a URL is given, else on PGlite; both scoped to the service's schema. */
export function createDatabase<DB>(options: DatabaseOptions): Database<DB> {
  if (!/^[a-z_][a-z0-9_]*$/.test(options.schema)) throw new Error(`Invalid schema name ${options.schema}`)
  // The schema names are checked or constant, so they are safe to inline as identifiers.
  const searchPath = options.extensions?.length
    ? `"${options.schema}", "${EXTENSIONS_SCHEMA}"`
    : `"${options.schema}"`
  const onCreateConnection = async (connection: {
    executeQuery: (query: CompiledQuery) => Promise<unknown>
  }) => {
    await connection.executeQuery(CompiledQuery.raw(`set search_path to ${searchPath}`))
  }
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      types: pgTypeOverrides(),
    })
    pool.on('error', options.onPoolError ?? (() => {}))
    return {
      db: new Kysely<DB>({ dialect: new PostgresDialect({ pool, onCreateConnection }) }),
      kind: 'postgres',
    }
  }
  const pglite = () => openPglite(options.dataDir, options.pgliteTemplate, options.extensions ?? [])
  return {
    db: new Kysely<DB>({ dialect: new PGliteDialect({ pglite, onCreateConnection }) }),
    kind: 'pglite',
  }
}

const pgliteBundles = { pg_trgm }

function openPglite(
  dataDir: string,
  template: Blob | undefined,
  wanted: readonly DatabaseExtension[],
): PGlite {
  const extensions = Object.fromEntries(wanted.map((name) => [name, pgliteBundles[name]]))
  if (dataDir.startsWith('memory://')) {
    return new PGlite({ parsers: pgliteParsers, extensions, ...(template ? { loadDataDir: template } : {}) })
  }
  mkdirSync(dataDir, { recursive: true })
  return new PGlite({ dataDir, parsers: pgliteParsers, extensions })
}
