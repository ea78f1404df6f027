import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoFiles, repoRoot } from './repoFiles.ts'

/** A query in a route file: routes parse and answer; the service's `db/` functions hold the SQL. */
const QUERY = /\b(selectFrom|insertInto|updateTable|deleteFrom)\b|\bsql`/

const routeFiles = repoFiles().filter(
  (file) => /^services\/[^/]+\/src\/routes\/.+\.ts$/.test(file) && !file.endsWith('.test.ts'),
)

describe("the services' route files", () => {
  it('exist (the check below reads something)', () => {
    expect(routeFiles.length).toBeGreaterThan(10)
  })

  it('hold no query: routes → domain → db/ (docs/decisions/0197-one-data-layer-per-service.md)', () => {
    const offending = routeFiles.filter((file) => QUERY.test(readFileSync(path.join(repoRoot, file), 'utf8')))
    expect(offending).toEqual([])
  })
})
