import { kitErrors } from '../errors/kitErrors.ts'
import type { KitApp } from '../serviceTypes.ts'
import { findDuplicateKey } from './findDuplicateKey.ts'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * A JSON body is read as exactly what it says, or refused with a coded 400 (docs/decisions/0730-request-bodies-are-exact.md):
 * bytes that are not UTF-8 are `INVALID_UTF8` (they were stored as U+FFFD), and a key given twice in one object
 * is `DUPLICATE_KEY` (the last one won, silently). Parsing itself stays Fastify's, with its protection against
 * `__proto__` and `constructor.prototype` keys.
 */
export function strictJsonBodies(app: KitApp) {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string
    try {
      text = utf8.decode(body as Buffer)
    } catch {
      return done(new kitErrors.INVALID_UTF8(), undefined)
    }
    parse(request, text, (error, value) => {
      if (error) return done(error, undefined)
      const duplicate = findDuplicateKey(text)
      if (duplicate) return done(new kitErrors.DUPLICATE_KEY(duplicate), undefined)
      done(null, value)
    })
  })
}
