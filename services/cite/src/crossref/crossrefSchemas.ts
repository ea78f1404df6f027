import { Type } from 'typebox'

const Strings = Type.Optional(Type.Array(Type.String()))
const Text = Type.Optional(Type.String())

const CrossrefDate = Type.Optional(
  Type.Object({
    'date-parts': Type.Optional(
      Type.Array(Type.Array(Type.Union([Type.Number(), Type.String(), Type.Null()]))),
    ),
  }),
)

const Contributors = Type.Optional(
  Type.Array(Type.Object({ given: Text, family: Text, name: Text, sequence: Text })),
)

/**
 * The parts of a Crossref work that `fromCrossref` reads, with the types Crossref documents. A work that
 * does not match (a string where a list belongs) is treated as a broken answer rather than mapped wrongly.
 */
export const CrossrefWorkShape = Type.Object({
  DOI: Text,
  URL: Text,
  type: Text,
  title: Strings,
  subtitle: Strings,
  'container-title': Strings,
  author: Contributors,
  editor: Contributors,
  'published-print': CrossrefDate,
  'published-online': CrossrefDate,
  issued: CrossrefDate,
  volume: Text,
  issue: Text,
  page: Text,
  'article-number': Text,
  publisher: Text,
  'publisher-location': Text,
  'edition-number': Text,
  institution: Type.Optional(Type.Array(Type.Object({ name: Text }))),
  event: Type.Optional(Type.Object({ name: Text, location: Text })),
})

/** `GET /works/{doi}` */
export const WorkEnvelope = Type.Object({
  status: Type.Literal('ok'),
  'message-type': Type.Literal('work'),
  message: Type.Object({}),
})

/** `GET /works?query.bibliographic=` */
export const WorkListEnvelope = Type.Object({
  status: Type.Literal('ok'),
  'message-type': Type.Literal('work-list'),
  message: Type.Object({ items: Type.Array(Type.Unknown()) }),
})
