import { readIsbn } from '@unikit/contracts/cite'
import { errors } from '../errors.ts'
import type { Isbn } from '../openlibrary/openLibraryClient.ts'

/**
 * The ISBN a caller sent, read and checked (`readIsbn`: 10 or 13 digits, hyphens and spaces allowed, the check
 * digit adding up), or `INVALID_ISBN` with what is wrong in words a student can act on.
 */
export function checkedIsbn(input: string): Isbn {
  const reading = readIsbn(input)
  switch (reading.kind) {
    case 'isbn':
      return { isbn13: reading.isbn13, isbn10: reading.isbn10 }
    case 'bad-checksum':
      throw new errors.INVALID_ISBN(`ISBN ${reading.digits} does not add up: a digit is likely mistyped`)
    case 'bad-prefix':
      throw new errors.INVALID_ISBN('An ISBN of 13 digits starts with 978 or 979')
    case 'not-isbn':
      throw new errors.INVALID_ISBN('Enter an ISBN of 10 or 13 digits, such as 978-0-14-032872-1')
  }
}
