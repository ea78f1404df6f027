import { Type } from 'typebox'

const Text = Type.Optional(Type.String())
const Entities = Type.Optional(Type.Array(Type.Object({ name: Text, url: Text })))

/**
 * The parts of an Open Library Books API record (`jscmd=data`) that `fromOpenLibrary` reads, with the types Open
 * Library documents. A record that does not match (a list where a string belongs) is a broken answer.
 */
export const OpenLibraryBookShape = Type.Object({
  url: Text,
  key: Text,
  title: Text,
  subtitle: Text,
  authors: Entities,
  by_statement: Text,
  publishers: Entities,
  publish_places: Entities,
  publish_date: Text,
  edition_name: Text,
  number_of_pages: Type.Optional(Type.Number()),
})

/** `GET /api/books?bibkeys=…&format=json&jscmd=data`: the records found, by bibkey; `{}` when none is. */
export const BooksAnswer = Type.Record(Type.String(), Type.Unknown())
