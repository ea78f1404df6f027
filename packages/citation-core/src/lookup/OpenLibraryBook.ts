/** A named thing in an Open Library answer: an author, a publisher, a place, a subject. */
export interface OpenLibraryEntity {
  name?: string
  url?: string
}

/**
 * The parts of an Open Library Books API record (`/api/books?bibkeys=ISBN:…&format=json&jscmd=data`, the value
 * under the bibkey) that this package reads.
 */
export interface OpenLibraryBook {
  url?: string
  key?: string
  title?: string
  subtitle?: string
  authors?: OpenLibraryEntity[]
  /** `Edited by …`, `John Miedema.`: how the title page names them. */
  by_statement?: string
  publishers?: OpenLibraryEntity[]
  publish_places?: OpenLibraryEntity[]
  /** As catalogued: `1988`, `March 2009`, `October 1, 1988`. */
  publish_date?: string
  /** `2nd ed.`, `Second edition`. */
  edition_name?: string
  number_of_pages?: number
  identifiers?: Record<string, string[] | undefined>
}
