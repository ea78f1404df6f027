import { describe, expect, it } from 'vitest'
import { checkReference } from './checkReference.ts'

describe('checkReference', () => {
  it('passes an entry that is already in RMIT Harvard, italics included', () => {
    const check = checkReference(
      '<p>Day T (2018) <i>Success in academic writing</i>, 2nd edn, Palgrave, Basingstoke.</p>',
    )
    expect(check.status).toBe('correct')
    expect(check.formatId).toBe(1)
    expect(check.problems).toEqual([])
    expect(check.inputHtml).toBe(
      'Day T (2018) <i>Success in academic writing</i>, 2nd edn, Palgrave, Basingstoke.',
    )
  })

  it('converts an APA 7 journal article and names each rule it broke', () => {
    const check = checkReference(
      'Zufferey, C., Yu, N., &amp; Hand, T. (2020). Researching home in social work. <i>Qualitative Social Work, 19</i>(5-6), 1095–1110. https://doi.org/10.1177/1473325019880244',
    )
    expect(check.status).toBe('fixed')
    expect(check.style).toBe('apa7')
    expect(check.reference.html).toBe(
      "Zufferey C, Yu N and Hand T (2020) 'Researching home in social work', <i>Qualitative Social Work</i>, 19(5-6):1095-1110, doi:10.1177/1473325019880244.",
    )
    const codes = check.problems.map((problem) => problem.code)
    expect(codes).toEqual(expect.arrayContaining(['authors-ampersand', 'initials-stops', 'doi-prefix']))
    expect(check.problems.find((p) => p.code === 'authors-ampersand')?.message).toBe(
      "RMIT Harvard joins the last two authors with 'and', not '&'.",
    )
  })

  it('checks hostile text quickly and never throws', () => {
    const hostile = [
      'Aa BCD'.repeat(300),
      'A. '.repeat(600),
      `${'('.repeat(1500)}2020`,
      "'".repeat(1999),
      'x, '.repeat(600),
    ]
    for (const text of hostile) {
      const start = performance.now()
      checkReference(text)
      expect(performance.now() - start).toBeLessThan(500)
    }
  })

  it('does not read a paragraph of prose as a reference', () => {
    const check = checkReference('This essay argues that '.repeat(100))
    expect(check).toMatchObject({ status: 'needs-details', formatId: null })
    expect(check.problems.map((problem) => problem.code)).toEqual(['entry-too-long'])
  })

  it('sends a web page with no accessed date to needs-details', () => {
    const check = checkReference(
      'Heath N (2021) What is AI?, ZDNet website. https://www.zdnet.com/article/what-is-ai/',
    )
    expect(check.status).toBe('needs-details')
    expect(check.missing).toContain('accessed')
  })
})
