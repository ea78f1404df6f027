import type { DriveSearchQuery } from '@unikit/contracts/drive'
import { kitErrors } from '@unikit/service-kit'

/**
 * What a search looks for: `q`, or `name` as the original product's clients send it
 * (docs/decisions/0732-the-original-calls-answered.md). Neither is a coded 400 naming `q`.
 */
export function searchText(query: Pick<DriveSearchQuery, 'q' | 'name'>): string {
  const text = query.q ?? query.name
  if (text === undefined) throw new kitErrors.VALIDATION_FAILED('querystring.q', 'is required')
  return text
}
