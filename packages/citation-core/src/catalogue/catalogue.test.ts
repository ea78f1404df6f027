import { describe, expect, it } from 'vitest'
import { layouts } from '../render/layouts.ts'
import { findFormat, formats, getFormat } from './catalogue.ts'
import { formatMenu } from './menu.ts'

const specIds = [
  1, 2, 3, 43, 39, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
  28, 29, 38, 30, 31, 32, 40, 33, 34, 35, 36, 37, 41, 42,
]

const fieldsOf = (formatId: number) => getFormat(formatId).groups.flatMap((group) => group.fields)
const requiredVariables = (formatId: number) =>
  fieldsOf(formatId)
    .filter((field) => field.required)
    .map((field) => field.variable)

describe('format catalogue', () => {
  it('has the 43 formats plus the hidden DVD film', () => {
    expect(specIds).toHaveLength(43)
    expect(formats.map((f) => f.id).sort((a, b) => a - b)).toEqual([...specIds, 65].sort((a, b) => a - b))
    expect(getFormat(65).hidden).toBe(true)
    expect(formats.filter((f) => f.hidden).map((f) => f.id)).toEqual([65])
  })

  it('lists every visible format once in the grouped menu, and not format 65', () => {
    const listed = formatMenu.flatMap((group) => group.formatIds)
    expect([...listed].sort((a, b) => a - b)).toEqual([...specIds].sort((a, b) => a - b))
    for (const group of formatMenu) {
      for (const id of group.formatIds) expect(getFormat(id).menuGroup).toBe(group.key)
    }
  })

  it('links Television program and DVD film with a switch', () => {
    expect(getFormat(22).switchTo?.formatId).toBe(65)
    expect(getFormat(65).switchTo?.formatId).toBe(22)
  })

  it('gives every format a renderer layout, a caption, a pattern and unambiguous field keys', () => {
    for (const format of formats) {
      expect(layouts[format.id], `layout of ${format.id}`).toBeDefined()
      expect(format.caption.length).toBeGreaterThan(20)
      expect(format.pattern).not.toBe('')
      // A key may repeat only across the options of one A-or-B set, for the same variable (the accessed date
      // of the website and database options), so the value survives a switch of option.
      const seen = new Map<string, { variable: string; set?: string; option?: string }>()
      for (const group of format.groups) {
        for (const field of group.fields) {
          const previous = seen.get(field.key)
          if (previous) {
            expect(previous.variable, `${format.id} ${field.key}`).toBe(field.variable)
            expect(previous.set, `${format.id} ${field.key}`).toBe(group.alternative?.set)
            expect(previous.option, `${format.id} ${field.key}`).not.toBe(group.alternative?.option)
          }
          seen.set(field.key, {
            variable: field.variable,
            set: group.alternative?.set,
            option: group.alternative?.option,
          })
        }
      }
    }
  })

  it('describes selects, alternatives and conditions consistently', () => {
    for (const format of formats) {
      const fields = format.groups.flatMap((g) => g.fields)
      for (const field of fields.filter((f) => f.type === 'select')) {
        expect(field.options?.length, `${format.id} ${field.key}`).toBeGreaterThan(1)
        expect(field.defaultValue).toBe(field.options?.[0]?.value)
      }
      const sets = new Map<string, number>()
      for (const group of format.groups) {
        if (group.alternative) sets.set(group.alternative.set, (sets.get(group.alternative.set) ?? 0) + 1)
        if (group.when) expect(fields.find((f) => f.key === group.when?.field)?.type).toBe('select')
      }
      for (const [set, count] of sets) expect(count, `${format.id} ${set}`).toBeGreaterThan(1)
      for (const field of fields.filter((f) => f.type === 'text')) expect(field.maxLength).toBe(255)
    }
  })

  it('requires what the guide requires: year for books, author for journals, date for newspapers and blogs', () => {
    for (const id of [1, 2, 3, 43, 39, 4, 5, 6]) expect(requiredVariables(id)).toContain('issued')
    for (const id of [7, 8]) expect(requiredVariables(id)).toContain('author')
    for (const id of [9, 10, 11])
      expect(fieldsOf(id).find((f) => f.variable === 'issued')).toMatchObject({
        type: 'date',
        required: true,
      })
    for (const format of formats) expect(requiredVariables(format.id)).toContain('title')
  })

  it('offers N/A authors, No date, No place, a Homepage title and Autofill where the guide needs them', () => {
    expect(fieldsOf(7).find((f) => f.variable === 'author')?.notApplicable).toBe(true)
    expect(fieldsOf(1).find((f) => f.variable === 'issued')?.noDate).toBe(true)
    expect(fieldsOf(1).find((f) => f.variable === 'publisher-place')?.noValue).toEqual({
      label: 'No place',
      value: 'n.p.',
    })
    expect(fieldsOf(13).find((f) => f.variable === 'title')?.noValue?.value).toBe('Homepage')
    expect(fieldsOf(13).find((f) => f.variable === 'website')?.autofill?.from).toBe('author')
    expect(fieldsOf(13).find((f) => f.variable === 'accessed')?.autofill?.from).toBe('today')
  })

  it('finds formats by id', () => {
    expect(findFormat(1)?.name).toBe('Book')
    expect(findFormat(99)).toBeUndefined()
    expect(() => getFormat(99)).toThrow('Unknown citation format id 99')
  })
})
