import { Value } from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { NameText, textProblem } from './textRules.ts'

const bad = {
  nul: 'An\u0000',
  bell: 'An\u0007',
  c1: 'An\u0085',
  loneHigh: 'An\uD800',
  loneLow: '\uDC00An',
  override: 'An\u202Enguyen',
  isolate: 'An\u2066x',
  bom: '\uFEFFAn',
}

describe('the text rules', () => {
  it('refuse control characters, unpaired surrogates, direction overrides and the BOM in any text', () => {
    for (const [name, value] of Object.entries(bad)) expect(textProblem(value), name).toBeDefined()
  })

  it('take Vietnamese, emoji, tabs and line breaks in text', () => {
    expect(textProblem('Thầy dạy rất hay 👍\n\tCảm ơn thầy!\r\n')).toBeUndefined()
    expect(textProblem('👨‍👩‍👧')).toBeUndefined()
  })

  it('refuse line breaks and invisible characters in names, and the schema agrees', () => {
    for (const value of ['An\nNguyen', 'An\u200B', 'A\u200Dn', 'An\u00AD']) {
      expect(textProblem(value, 'name'), JSON.stringify(value)).toBeDefined()
      expect(Value.Check(NameText(50), value), JSON.stringify(value)).toBe(false)
    }
    for (const value of Object.values(bad).filter((value) => !/[\uD800-\uDFFF]/.test(value))) {
      expect(Value.Check(NameText(50), value), JSON.stringify(value)).toBe(false)
    }
    expect(textProblem('Nguyễn Thị Đào', 'name')).toBeUndefined()
    expect(Value.Check(NameText(50), 'Nguyễn Thị Đào')).toBe(true)
    expect(Value.Check(NameText(5), 'Nguyễn')).toBe(false)
  })
})
