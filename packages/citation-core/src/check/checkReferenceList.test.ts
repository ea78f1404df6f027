import { describe, expect, it } from 'vitest'
import { checkReferenceList } from './checkReferenceList.ts'
import { MAX_CHECKED_ENTRIES } from './ReferenceCheck.ts'

const lynch =
  'Lynch MP (2019) <i>Know-it-all society: truth and arrogance in political culture</i>, Liveright Publishing Corporation, New York.'
const ayoob = (title: string, path: string) =>
  `Ayoob M (2021) <i>${title}</i>, Australian Strategic Policy Institute: The Strategist website, accessed 9 December 2021. https://www.aspistrategist.org.au/${path}/`

describe('checkReferenceList', () => {
  const list = checkReferenceList(
    [
      `<p>${lynch}</p>`,
      `<p>${ayoob('What will happen to the nuclear deal under Iran’s new president?', 'iran')}</p>`,
      `<p>${ayoob('How much change will the end of the Netanyahu era bring?', 'netanyahu')}</p>`,
      '<p>Day, T. (2018). <i>Success in academic writing</i> (2nd ed.). Palgrave.</p>',
      '<p>Lynch, M. P. (2019). <i>Know-it-all society: Truth and arrogance in political culture</i>. Liveright.</p>',
    ].join(''),
  )

  it('keeps the pasted order in entries and gives the RMIT order in sortedOrder, with a note that it differs', () => {
    expect(list.entries.map((entry) => entry.index)).toEqual([0, 1, 2, 3, 4])
    expect(list.sortedOrder).toEqual([1, 2, 3, 0, 4])
    expect(list.problems.map((problem) => problem.code)).toContain('list-order')
  })

  it('gives works by the same author in the same year a and b, in the order they are cited', () => {
    expect(list.entries[1]!.reference.text).toContain('Ayoob M (2021a) What will happen')
    expect(list.entries[2]!.reference.text).toContain('Ayoob M (2021b) How much change')
    expect(list.entries[1]!.problems.map((problem) => problem.code)).toEqual(['year-suffix'])
    expect(list.entries[1]!.status).toBe('fixed')
  })

  it('groups the same work pasted twice, fixes the copy to the first and says to keep one', () => {
    expect(list.duplicates).toEqual([[0, 4]])
    expect(list.entries[0]!.status).toBe('correct')
    expect(list.entries[4]!.reference).toEqual(list.entries[0]!.reference)
    expect(list.entries[4]!.problems.map((problem) => problem.code)).toContain('duplicate')
    expect(list.problems.find((problem) => problem.code === 'duplicate')?.message).toBe(
      'Entries 1 and 5 are the same work; keep one of each.',
    )
  })

  it("keeps the student's own a and b when they gave them", () => {
    const lettered = checkReferenceList(
      [
        ayoob('What will happen to the nuclear deal under Iran’s new president?', 'iran').replace(
          '2021',
          '2021b',
        ),
        ayoob('How much change will the end of the Netanyahu era bring?', 'netanyahu').replace(
          '2021',
          '2021a',
        ),
      ].join('<br>'),
    )
    expect(lettered.entries.map((entry) => entry.status)).toEqual(['correct', 'correct'])
    expect(lettered.sortedOrder).toEqual([1, 0])
  })

  it('finds duplicates by DOI whatever else differs', () => {
    const doi = checkReferenceList(
      [
        "Zufferey C, Yu N and Hand T (2020) 'Researching home in social work', Qualitative Social Work, 19(5-6):1095-1110, doi:10.1177/1473325019880244.",
        'Zufferey, C. (2020). Researching home. Qualitative Social Work, 19(5-6), 1095. https://doi.org/10.1177/1473325019880244',
      ].join('\n'),
    )
    expect(doi.duplicates).toEqual([[0, 1]])
  })

  it('says nothing about the order of a list already in RMIT order', () => {
    const sorted = checkReferenceList(
      'Day T (2018) Success in academic writing, 2nd edn, Palgrave, Basingstoke.\nLynch MP (2019) Know-it-all society, Liveright, New York.',
    )
    expect(sorted.problems).toEqual([])
    expect(sorted.sortedOrder).toEqual([0, 1])
  })

  it(`checks the first ${MAX_CHECKED_ENTRIES} entries of a longer list and says so`, () => {
    const long = Array.from(
      { length: MAX_CHECKED_ENTRIES + 3 },
      (_, i) => `Day T (${1500 + i}) Title ${i}, Palgrave, Basingstoke.`,
    )
    const checked = checkReferenceList(long.join('\n'))
    expect(checked.entries).toHaveLength(MAX_CHECKED_ENTRIES)
    expect(checked.problems.map((problem) => problem.code)).toContain('list-too-long')
  })

  it('leaves out the list heading pasted with it, and an unreadable line does not make the order wrong', () => {
    const pasted = checkReferenceList(
      '<h2>References</h2><p>Day T (2018) Success in academic writing, Palgrave, Basingstoke.</p><p>see over</p><p>Lynch MP (2019) Know-it-all society, Liveright, New York.</p>',
    )
    expect(pasted.entries.map((entry) => entry.input)).toEqual([
      'Day T (2018) Success in academic writing, Palgrave, Basingstoke.',
      'see over',
      'Lynch MP (2019) Know-it-all society, Liveright, New York.',
    ])
    expect(pasted.entries[1]).toMatchObject({ formatId: null, status: 'needs-details' })
    expect(pasted.problems).toEqual([])
  })

  it('returns an empty check for an empty paste', () => {
    expect(checkReferenceList('  \n ')).toEqual({
      entries: [],
      sortedOrder: [],
      problems: [],
      duplicates: [],
    })
  })
})
