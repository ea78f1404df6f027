import { Document, HeadingLevel, Packer, Paragraph, Tab, TextRun } from 'docx'
import type { CitationEntry } from '../csl/CslItem.ts'
import type { Segment } from '../render/Rendered.ts'
import type { StyleOptions } from '../styles/citationStyles.ts'
import { layOutBibliography } from '../styles/layOutBibliography.ts'
import { type FontOptions, resolveFont } from './fontOptions.ts'
import { type SelectionOptions, selectEntries } from './selection.ts'

/** The name the citation tool saves the export under. */
export const DOCX_FILE_NAME = 'My citation.docx'
export const DOCX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** Half an inch, in twentieths of a point: the hanging indent of each reference. */
const HANGING_INDENT = 720

/** Neighbouring segments of the same style become one run. */
function runs(segments: readonly Segment[], font: string, size: number): TextRun[] {
  const merged: Segment[] = []
  for (const segment of segments) {
    const last = merged.at(-1)
    if (last && last.italic === segment.italic) last.text += segment.text
    else if (segment.text !== '') merged.push({ ...segment })
  }
  return merged.map((s) => new TextRun({ text: s.text.normalize('NFC'), italics: s.italic, font, size }))
}

/**
 * A Word document titled "References" with the entries sorted as the bibliography of `options.style` (default
 * RMIT Harvard; another style is loaded with `loadStyle` first), a hanging indent, italics kept, in the chosen
 * font and size (default Arial 14 pt); works cited in text only are left out. A numeric style's entries are in
 * citation order, each label (`[1]`, `1.`) hanging before a tab. Returns the bytes, in the browser and in Node alike.
 * With `selection.only`, just those entries, as the whole list writes them (suffixes included).
 */
export async function exportDocx(
  entries: readonly CitationEntry[],
  options: FontOptions & StyleOptions = {},
  selection?: SelectionOptions,
): Promise<Uint8Array> {
  const { fontFamily, fontSize } = resolveFont(options)
  const size = Math.round(fontSize * 2)
  const heading = new Paragraph({
    heading: HeadingLevel.HEADING_1,
    spacing: { after: 240 },
    children: [
      new TextRun({
        text: 'References',
        bold: true,
        font: fontFamily,
        size: Math.round(size * 1.25),
        color: '000000',
      }),
    ],
  })
  const references = selectEntries(layOutBibliography(entries, options.style), selection).map(
    (entry) =>
      new Paragraph({
        indent: { left: HANGING_INDENT, hanging: HANGING_INDENT },
        spacing: { after: 120 },
        children: [
          ...(entry.label === undefined
            ? []
            : [new TextRun({ children: [entry.label, new Tab()], font: fontFamily, size })]),
          ...runs(entry.segments, fontFamily, size),
        ],
      }),
  )
  const document = new Document({
    title: 'References',
    creator: 'Unikit',
    styles: { default: { document: { run: { font: fontFamily, size } } } },
    sections: [{ children: [heading, ...references] }],
  })
  return Packer.pack(document, 'uint8array')
}
