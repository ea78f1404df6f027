import { describe, expect, it } from 'vitest'
import { checkReference } from './checkReference.ts'

const codes = (input: string) => checkReference(input).problems.map((problem) => problem.code)

/** Lists as students here write them (docs/product/citation-checker.md#what-it-recognises). */
describe('the checker reads names as students here write them', () => {
  it('reads a lower-case Vietnamese name before a bare year as a person, family name first', () => {
    const input = "nguyen van a 2020, 'Học máy trong giáo dục', Tạp chí Khoa học, vol. 5, no. 2, pp. 10-20."
    const check = checkReference(input)
    expect(check).toMatchObject({ status: 'fixed', formatId: 7 })
    expect(check.item.author).toEqual([{ family: 'Nguyen', given: 'Van A' }])
    expect(check.reference.text).toBe(
      "Nguyen VA (2020) 'Học máy trong giáo dục', Tạp chí Khoa học, 5(2):10-20.",
    )
    expect(codes(input)).toEqual(
      expect.arrayContaining(['name-case', 'vietnamese-name', 'volume-form', 'pages-prefix']),
    )
  })

  it('cuts a Vietnamese full name written in order to its family name and initials', () => {
    const input = 'Nguyễn Văn An (2021) <i>Kinh tế học vi mô</i>, Nhà xuất bản Kinh tế, Hà Nội.'
    const check = checkReference(input)
    expect(check.reference.text).toBe('Nguyễn VA (2021) Kinh tế học vi mô, Nhà xuất bản Kinh tế, Hà Nội.')
    expect(check.problems).toEqual([
      {
        code: 'vietnamese-name',
        message:
          'A Vietnamese name keeps its family name first, followed by the initials of the given names (Nguyễn Văn An → Nguyễn VA).',
      },
    ])
  })

  it('writes names in capitals with a capital first letter only', () => {
    const input =
      "NGUYEN VAN A and SMITH J (2019) 'Online learning', <i>Computers and Education</i>, 140:1-12."
    const check = checkReference(input)
    expect(check.reference.text).toBe(
      "Nguyen VA and Smith J (2019) 'Online learning', Computers and Education, 140:1-12.",
    )
    expect(codes(input)).toEqual(['family-capitals', 'vietnamese-name'])
  })

  it('reads a lower-case name given name first with its family name last', () => {
    const check = checkReference('john smith (2019) <i>Book title</i>, Penguin, London.')
    expect(check.reference.text).toBe('Smith J (2019) Book title, Penguin, London.')
    expect(check.problems.map((problem) => problem.code)).toEqual(['author-full-name', 'name-case'])
  })

  it('keeps organisations written in capitals as they are', () => {
    const check = checkReference('WHO (2021) <i>World health statistics 2021</i>, WHO, Geneva.')
    expect(check.item.author).toEqual([{ literal: 'WHO' }])
    expect(checkReference('ABC NEWS (2021) <i>Title</i>, ABC, Sydney.').item.author).toEqual([
      { literal: 'ABC NEWS' },
    ])
  })
})

describe('the checker writes journal locators and book places as the guide does', () => {
  it('writes an article number without pages as Article, not as a page', () => {
    const input = "Tran H (2022) 'Sleep and study', <i>PLoS ONE</i>, 17(4), e0266123."
    const check = checkReference(input)
    expect(check.item).toMatchObject({ volume: '17', issue: '4', number: 'e0266123' })
    expect(check.item).not.toHaveProperty('page')
    expect(check.reference.text).toBe("Tran H (2022) 'Sleep and study', PLoS ONE, 17(4):Article e0266123.")
    expect(codes(input)).toContain('article-number')
  })

  it('keeps a short e-locator as a page, as the guide prints it', () => {
    const check = checkReference(
      "The Lancet Rheumatology (2021) 'Giant cell arteritis', <i>The Lancet Rheumatology</i>, 3(12):E819.",
    )
    expect(check.item).toMatchObject({ page: 'E819' })
  })

  it('sends a book without a place of publication to needs-details, never to fixed', () => {
    const check = checkReference('Pham L (2020) <i>Marketing in Vietnam</i>, Routledge.')
    expect(check).toMatchObject({ status: 'needs-details', missing: ['publisher-place'] })
    expect(codes('Pham L (2020) <i>Marketing in Vietnam</i>, Routledge.')).toEqual(['missing-place'])
    expect(checkReference('Pham, L. (2020). <i>Marketing in Vietnam</i>. Routledge.').status).toBe(
      'needs-details',
    )
    expect(checkReference('Pham L (2020) <i>Marketing in Vietnam</i>, Routledge, n.p.').status).toBe(
      'correct',
    )
    expect(
      checkReference('Pham L (2020) <i>Marketing in Vietnam</i>, Routledge, doi:10.4324/9781003117254.')
        .status,
    ).toBe('correct')
  })
})
