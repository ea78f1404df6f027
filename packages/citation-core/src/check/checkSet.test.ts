import { describe, expect, it } from 'vitest'
import { checkReference } from './checkReference.ts'
import checkSet from './checkSet.json' with { type: 'json' }

/**
 * The checker's test set (docs/product/citation-checker.md#test-set): every reference example of the guide
 * written the ways students write it, with the fix the guide gives. The thresholds are the figures reached when
 * the set was written; a change that lowers them is a regression.
 */
interface SetEntry {
  id: string
  style: string
  input: string
  expected: { status: string; formatId: number; reference: string; problems: string[]; missing?: string[] }
}

const entries = checkSet.entries as SetEntry[]
const results = entries.map((entry) => ({ entry, check: checkReference(entry.input) }))
const share = (count: number, of: number) => (of === 0 ? 1 : count / of)

const exact = results.filter(({ entry, check }) => check.reference.html === entry.expected.reference)
const needsDetails = results.filter(({ entry }) => entry.expected.status === 'needs-details')
const sentToDetails = needsDetails.filter(({ check }) => check.status === 'needs-details')
const wronglySent = results.filter(
  ({ entry, check }) => entry.expected.status !== 'needs-details' && check.status === 'needs-details',
)
const sameStatus = results.filter(({ entry, check }) => check.status === entry.expected.status)
const problemsNamed = results.filter(({ entry, check }) =>
  entry.expected.problems.every((code) => check.problems.some((problem) => problem.code === code)),
)
const sameFormat = results.filter(({ entry, check }) => check.formatId === entry.expected.formatId)

const figures = {
  entries: entries.length,
  fixedExactly: share(exact.length, entries.length),
  sentToNeedsDetails: share(sentToDetails.length, needsDetails.length),
  wronglySentToNeedsDetails: share(wronglySent.length, entries.length - needsDetails.length),
  sameStatus: share(sameStatus.length, entries.length),
  expectedProblemsNamed: share(problemsNamed.length, entries.length),
  sameFormat: share(sameFormat.length, entries.length),
}

describe('the reference checker test set', () => {
  it('has at least 150 entries in every style students paste', () => {
    console.info('Reference checker test set:', JSON.stringify(figures, null, 1))
    expect(entries.length).toBeGreaterThanOrEqual(150)
    const styles = new Set(entries.map((entry) => entry.style))
    for (const style of ['rmit-harvard', 'apa7', 'mla', 'harvard-other', 'google-scholar'])
      expect(styles).toContain(style)
  })

  it('fixes at least 98% of the entries exactly as the guide writes them', () => {
    expect(figures.fixedExactly).toBeGreaterThanOrEqual(0.98)
  })

  it('sends every entry that lacks a detail to needs-details, and under 1% of the others', () => {
    expect(figures.sentToNeedsDetails).toBe(1)
    expect(figures.wronglySentToNeedsDetails).toBeLessThan(0.01)
  })

  it('gives the expected status to at least 99% and names the expected problems for at least 99%', () => {
    expect(figures.sameStatus).toBeGreaterThanOrEqual(0.99)
    expect(figures.expectedProblemsNamed).toBeGreaterThanOrEqual(0.99)
  })

  it('recognises the format of at least 92% (formats that print alike cannot always be told apart)', () => {
    expect(figures.sameFormat).toBeGreaterThanOrEqual(0.92)
  })

  it('passes every entry already written in RMIT Harvard as correct', () => {
    const rmit = results.filter(({ entry }) => entry.id.endsWith('/rmit'))
    const wrong = rmit.filter(({ check }) => check.status !== 'correct').map(({ entry }) => entry.id)
    expect(wrong).toEqual([])
  })
})
