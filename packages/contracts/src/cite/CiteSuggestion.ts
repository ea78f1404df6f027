import { type Static, Type } from 'typebox'

/**
 * What auto-cite found, in the citation engine's terms: the format it maps to, a CSL-JSON item for that format
 * (see @unikit/citation-core, DATA.md) and the form fields it could not fill.
 */
export const CiteSuggestion = Type.Object({
  formatId: Type.Integer({ minimum: 1 }),
  item: Type.Object({}, { additionalProperties: true, description: 'A CSL-JSON item' }),
  missing: Type.Array(Type.String(), { description: 'Keys of required fields the lookup could not fill' }),
})
export type CiteSuggestion = Static<typeof CiteSuggestion>
