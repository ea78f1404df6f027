import Value from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { CrawlUrlQuery, LookupSearchQuery } from './lookupRequests.ts'
import { citationCreatedEvent, EmitEventQuery } from './usageEvents.ts'

describe('cite requests', () => {
  it('wants a search of 3 to 255 characters, not only spaces, and a Crossref type word', () => {
    expect(Value.Check(LookupSearchQuery, { q: 'novelty metrics' })).toBe(true)
    expect(Value.Check(LookupSearchQuery, { q: 'abc', type: 'journal-article' })).toBe(true)
    expect(Value.Check(LookupSearchQuery, { q: 'abc', type: '' })).toBe(true)
    expect(Value.Check(LookupSearchQuery, { q: 'ab' })).toBe(false)
    expect(Value.Check(LookupSearchQuery, { q: '    ' })).toBe(false)
    expect(Value.Check(LookupSearchQuery, { q: 'abc', type: 'Journal Article' })).toBe(false)
  })

  it('crawls with an empty type or doi', () => {
    expect(Value.Check(CrawlUrlQuery, {})).toBe(true)
    expect(Value.Check(CrawlUrlQuery, { type: 'doi' })).toBe(true)
    expect(Value.Check(CrawlUrlQuery, { type: 'pdf' })).toBe(false)
  })

  it('names the created-citation event so the emit query accepts it', () => {
    expect(citationCreatedEvent(7)).toBe('citation-created-7')
    expect(Value.Check(EmitEventQuery, { event: citationCreatedEvent(43) })).toBe(true)
  })
})
