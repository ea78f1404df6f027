import { describe, expect, it } from 'vitest'
import { readPaste } from './readPaste.ts'

const italics = (html: string) =>
  readPaste(html).entries.map((entry) => entry.segments.filter((s) => s.italic).map((s) => s.text))

describe('readPaste', () => {
  it('reads each line of plain text as an entry, dropping blank lines and list markers', () => {
    const { entries, html } = readPaste(
      '1. Day T (2018) Success\n\n  • Lynch MP (2019) Know-it-all society  \r\n[3] Fu W (2022) Inclusive',
    )
    expect(html).toBe(false)
    expect(entries.map((entry) => entry.text)).toEqual([
      'Day T (2018) Success',
      'Lynch MP (2019) Know-it-all society',
      'Fu W (2022) Inclusive',
    ])
  })

  it('joins the lines of an entry that a PDF broke at the margin, and nothing else', () => {
    const pdf = [
      'Deegan C (2019) An introduction to accounting: accountability in organisations and',
      'society, Cengage Learning Australia, Southbank.',
      'Heath N (2021) What is AI?, ZDNet website, accessed 9 December 2021. https://www.zdnet.com/article/what-is-',
      'ai/',
      "Zufferey C, Yu N and Hand T (2020) 'Researching home', Qualitative Social Work, 19(5-6):1095-",
      '1110, doi:10.1177/1473325019880244.',
      'de Villasante I (2021) A title, Publisher, Place.',
    ].join('\n')
    expect(readPaste(pdf).entries.map((entry) => entry.text)).toEqual([
      'Deegan C (2019) An introduction to accounting: accountability in organisations and society, Cengage Learning Australia, Southbank.',
      'Heath N (2021) What is AI?, ZDNet website, accessed 9 December 2021. https://www.zdnet.com/article/what-is-ai/',
      "Zufferey C, Yu N and Hand T (2020) 'Researching home', Qualitative Social Work, 19(5-6):1095-1110, doi:10.1177/1473325019880244.",
      'de Villasante I (2021) A title, Publisher, Place.',
    ])
  })

  it('keeps italics from <i>, <em>, <cite> and font-style spans, and each paragraph or list item is an entry', () => {
    const html =
      '<ul><li>A <i>one</i></li><li>B <em>two</em> <cite>three</cite></li></ul><div>C <span style="font-style: italic;">four</span></div>'
    expect(italics(html)).toEqual([['one'], ['two', 'three'], ['four']])
  })

  it("reads Word's clipboard: mso markup, conditional comments, <o:p>, styles and entities", () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style><!-- p.MsoNormal {margin:0} --></style></head>
<body lang=EN-AU><!--StartFragment--><p class=MsoNormal style='margin-left:36.0pt;text-indent:-36.0pt'>Day T (2018) <i style='mso-bidi-font-style:normal'><span style='font-family:"Times New Roman"'>Success in academic writing</span></i>, 2<sup>nd</sup>&nbsp;edn, Palgrave &amp; Co, Basingstoke.<o:p></o:p></p>
<p class=MsoNormal><span style='mso-bidi-font-style:italic'>Not italic</span><![if !supportLists]>x<![endif]></p><!--EndFragment--></body></html>`
    const { entries, html } = readPaste(word)
    expect(html).toBe(true)
    expect(entries[0]!.text).toBe(
      'Day T (2018) Success in academic writing, 2nd edn, Palgrave & Co, Basingstoke.',
    )
    expect(entries[0]!.segments.filter((s) => s.italic).map((s) => s.text)).toEqual([
      'Success in academic writing',
    ])
    expect(entries[1]!.segments.every((s) => !s.italic)).toBe(true)
  })

  it("reads Google Docs' spans, where a style turns italics off inside an italic element", () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-style:normal;">Fu W (2022) </span><span style="font-style:italic;">Inclusive education</span><span>, Routledge.</span></p></b>'
    expect(italics(docs)).toEqual([['Inclusive education']])
  })

  it('never runs or keeps scripts and keeps markup-like text of the entry as text', () => {
    const { entries } = readPaste(
      '<p>A &lt;b&gt; title<script>alert(1)</script><img src=x onerror="alert(2)"></p>',
    )
    expect(entries.map((entry) => entry.text)).toEqual(['A <b> title'])
  })
})
