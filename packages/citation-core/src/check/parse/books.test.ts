import { describe, expect, it } from 'vitest'
import { readPaste } from '../paste/readPaste.ts'
import { parseEntry } from './parseEntry.ts'

const parse = (paste: string) => parseEntry(readPaste(paste).entries[0]!)

describe('parseBook', () => {
  it('reads an RMIT book with an edition, publisher and place', () => {
    const { formatId, item, style } = parse(
      'Day T (2018) <i>Success in academic writing</i>, 2nd edn, Palgrave, Basingstoke.',
    )
    expect({ formatId, style }).toEqual({ formatId: 1, style: 'rmit-harvard' })
    expect(item).toMatchObject({ title: 'Success in academic writing', edition: '2', publisher: 'Palgrave' })
    expect(item['publisher-place']).toBe('Basingstoke')
  })

  it('reads an APA e-book with a DOI link and an edition in brackets', () => {
    const {
      formatId,
      item,
      style,
      parse: read,
    } = parse(
      'Edwards, M., Howard, C., &amp; Miller, R. (2020). <i>Social policy, public policy: From problem to practice</i> (2nd ed.). Routledge. https://doi.org/10.4324/9781003117254',
    )
    expect({ formatId, style }).toEqual({ formatId: 2, style: 'apa7' })
    expect(item.author?.map((name) => name.family)).toEqual(['Edwards', 'Howard', 'Miller'])
    expect(item).toMatchObject({ DOI: '10.4324/9781003117254', edition: '2', publisher: 'Routledge' })
    expect([...read.marks]).toEqual(
      expect.arrayContaining(['ampersand', 'initial-stops', 'doi-url', 'edition-form']),
    )
  })

  it('reads an edited book from its (eds)', () => {
    const { formatId, item } = parse(
      'Meiner S and Yeager JJ (eds) (2019) <i>Gerontologic nursing</i>, 6th edn, Elsevier, St. Louis.',
    )
    expect(formatId).toBe(39)
    expect(item.editor?.map((name) => name.family)).toEqual(['Meiner', 'Yeager'])
    expect(item['publisher-place']).toBe('St. Louis')
  })

  it('reads a chapter in an edited book, RMIT and APA', () => {
    const rmit = parse(
      "Baird C (2018) 'Determinism', in Kolb RW (ed), <i>The SAGE encyclopedia of business ethics and society</i>, SAGE Publications, Thousand Oaks.",
    )
    expect(rmit.formatId).toBe(4)
    expect(rmit.item.editor).toEqual([{ family: 'Kolb', given: 'RW' }])
    const apa = parse(
      'Barrera, C., &amp; Segui, L. (2023). Microwave application to food. In N. Chhikara &amp; A. Panghal (Eds.), <i>Novel technologies in food science</i> (pp. 1-20). Scrivener Publishing.',
    )
    expect(apa.formatId).toBe(43)
    expect(apa.item).toMatchObject({
      title: 'Microwave application to food',
      'container-title': 'Novel technologies in food science',
    })
    expect(apa.item.editor?.map((name) => name.family)).toEqual(['Chhikara', 'Panghal'])
  })

  it('reads an MLA book with the year at the end and full given names', () => {
    const { formatId, item, style } = parse(
      'Deegan, Craig. <i>An introduction to accounting</i>. Cengage Learning Australia, 2019.',
    )
    expect({ formatId, style }).toEqual({ formatId: 1, style: 'mla' })
    expect(item).toMatchObject({
      author: [{ family: 'Deegan', given: 'Craig' }],
      issued: { 'date-parts': [[2019]] },
    })
  })

  it('reads an old Harvard book with the year after the names', () => {
    const { item, style } = parse(
      'Lynch, MP 2019, <i>Know-it-all society</i>, Liveright Publishing Corporation, New York.',
    )
    expect(style).toBe('harvard-other')
    expect(item).toMatchObject({
      author: [{ family: 'Lynch', given: 'MP' }],
      publisher: 'Liveright Publishing Corporation',
    })
  })
})
