import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { codeWithoutComments } from './codeWithoutComments.ts'

/** What builds or runs SQL with kysely: a query builder's start, the `sql` tag, or one of `sql`'s helpers. */
const QUERY =
  /\b(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\b|\bsql\s*(<[^`]*?>)?\s*`|\bsql\.(raw|ref|val|lit|id|join|table)\s*\(/

export interface MisplacedQuery {
  file: string
  line: number
  text: string
}

/**
 * Queries outside `db/` (docs/decisions/0725-routes-domain-db-in-every-service.md): in every service, only the
 * files of `src/db/` (its named query functions and its migrations) build or run SQL; routes, domain modules,
 * seeds, test wiring and benches call them. Tests are exempt: they look at rows directly.
 */
export function misplacedQueries(root: string, files: string[]): MisplacedQuery[] {
  return files
    .filter((file) => /^services\/[^/]+\/(src|bench)\/.+\.tsx?$/.test(file))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !/^services\/[^/]+\/src\/db\//.test(file))
    .filter((file) => existsSync(path.join(root, file)))
    .flatMap((file) =>
      codeWithoutComments(readFileSync(path.join(root, file), 'utf8'))
        .split('\n')
        .flatMap((text, index) => (QUERY.test(text) ? [{ file, line: index + 1, text: text.trim() }] : [])),
    )
}
