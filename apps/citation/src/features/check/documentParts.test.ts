import { describe, expect, it } from 'vitest'
import { documentParts } from './documentParts.ts'

describe('documentParts', () => {
  it('takes the paragraphs after "References" as the list and those before as the body', () => {
    const parts = documentParts(
      '<h1>Essay</h1><p>Cities grow (Smith 2020).</p><p></p><h2>References</h2>' +
        '<p>Smith J 2020, <em>Cities</em>, Penguin, London.</p><ul><li>Lee K 2019, <em>Rent</em>.</li></ul>' +
        '<h2>Appendix</h2><p>Table 1</p>',
    )
    expect(parts.split).toBe(true)
    expect(parts.body).toEqual(['Essay', 'Cities grow (Smith 2020).'])
    expect(parts.listHtml).toBe(
      '<p>Smith J 2020, <i>Cities</i>, Penguin, London.</p>\n<p>Lee K 2019, <i>Rent</i>.</p>',
    )
  })

  it('knows a bold "Reference list:" paragraph as the heading', () => {
    const parts = documentParts(
      '<p>Body (Hill 2021).</p><p><strong>Reference list:</strong></p><p>Hill A 2021</p>',
    )
    expect(parts.body).toEqual(['Body (Hill 2021).'])
    expect(parts.listHtml).toBe('<p>Hill A 2021</p>')
  })

  it('takes the whole document as the list when there is no heading', () => {
    const parts = documentParts('<p>Hill A 2021</p><p>Lee K 2019</p>')
    expect(parts).toEqual({ listHtml: '<p>Hill A 2021</p>\n<p>Lee K 2019</p>', body: [], split: false })
  })
})
