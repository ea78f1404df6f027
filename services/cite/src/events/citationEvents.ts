import { findFormat } from '@unikit/citation-core'

const citationCreated = /^citation-created-([1-9][0-9]{0,3})$/

/**
 * The format id of a `citation-created-<formatId>` event (`citationCreatedEvent` in the contract), or `null`
 * for any other code or a format the catalogue does not have. Only these events are counted: an open list
 * of codes would let anyone fill the table with words of their choosing.
 */
export function citationEventFormat(event: string): number | null {
  const match = citationCreated.exec(event)
  if (!match) return null
  const formatId = Number(match[1])
  return findFormat(formatId) ? formatId : null
}
