import { describe, expect, it } from 'vitest'
import type { GiftsDb } from './schema.ts'

/**
 * Typechecked, not run: the kit types `app.db` with the service's own tables only
 * (docs/decisions/0197-one-data-layer-per-service.md), so a query on another service's table is a type error.
 */
function readAnotherServicesTable(db: GiftsDb) {
  // @ts-expect-error `users` is the accounts service's table, not the gifts service's
  return db.selectFrom('users').selectAll()
}

describe("the gifts database's type", () => {
  it('knows only the gifts tables (the @ts-expect-error above fails typecheck if it knew `users`)', () => {
    expect(readAnotherServicesTable).toBeTypeOf('function')
  })
})
