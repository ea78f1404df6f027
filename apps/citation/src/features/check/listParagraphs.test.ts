import { describe, expect, it } from 'vitest'
import { listParagraphs, textParagraphs } from './listParagraphs.ts'

describe('listParagraphs', () => {
  it('keeps Word italics and one paragraph an entry', () => {
    const word =
      '<html><head><style>p.MsoNormal{margin:0}</style></head><body><p class="MsoNormal">Hill A 2020, <i>Deep   work</i>, Piatkus.<o:p></o:p></p>' +
      '<p class="MsoNormal"><o:p>&nbsp;</o:p></p><p class="MsoNormal">Lee &amp; Ng 2019, <em>Rent</em>.</p></body></html>'
    expect(listParagraphs(word)).toEqual([
      { text: 'Hill A 2020, Deep work, Piatkus.', html: 'Hill A 2020, <i>Deep work</i>, Piatkus.' },
      { text: 'Lee & Ng 2019, Rent.', html: 'Lee &amp; Ng 2019, <i>Rent</i>.' },
    ])
  })

  it('reads Google Docs italics from the style and line breaks as paragraph ends', () => {
    const docs =
      '<b style="font-weight:normal" id="docs-internal-guid-1"><span>Hill A 2020, </span><span style="font-style:italic">Deep work</span><span>, Piatkus.</span><br><span>Lee K 2019</span></b>'
    expect(listParagraphs(docs).map((paragraph) => paragraph.html)).toEqual([
      'Hill A 2020, <i>Deep work</i>, Piatkus.',
      'Lee K 2019',
    ])
  })

  it('splits plain text by lines', () => {
    expect(textParagraphs('A & B\n\n  C  \r\n')).toEqual([
      { text: 'A & B', html: 'A &amp; B' },
      { text: 'C', html: 'C' },
    ])
  })
})
