import { expect, type Locator, type Page } from '@playwright/test'
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx'

/** The checker's page heading. */
export const checkerHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Check a reference list' })
export const listBox = (page: Page) => page.getByRole('textbox', { name: /Paste your reference list/ })
/** One entry's result card, "Reference 3". */
export const entryCard = (page: Page, position: number) =>
  page.getByRole('article', { name: `Reference ${position}`, exact: true })

export async function openChecker(page: Page) {
  await page.goto('/citation/check')
  await expect(checkerHeading(page)).toBeVisible()
}

/**
 * Pastes rich text into the list box the way a browser does from Word: a `paste` event whose clipboard holds
 * `text/html` (one `<p>` an entry, italics as `<i>`) and `text/plain`.
 */
export async function pasteList(page: Page, entries: readonly string[]) {
  await listBox(page).focus()
  await listBox(page).evaluate((box, html) => {
    const data = new DataTransfer()
    data.setData('text/html', html.map((entry) => `<p class="MsoNormal">${entry}</p>`).join(''))
    data.setData('text/plain', html.map((entry) => entry.replace(/<[^>]+>/g, '')).join('\n'))
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, entries)
}

/** A Word document: `body` paragraphs, a "References" heading, then `references` (`*italics*` in Markdown). */
export async function essayDocx(body: readonly string[], references: readonly string[]): Promise<string> {
  const runs = (text: string) =>
    text
      .split(/(\*[^*]+\*)/)
      .map((part) =>
        part.startsWith('*') ? new TextRun({ text: part.slice(1, -1), italics: true }) : new TextRun(part),
      )
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Essay', heading: HeadingLevel.HEADING_1 }),
          ...body.map((text) => new Paragraph({ children: runs(text) })),
          new Paragraph({ text: 'References', heading: HeadingLevel.HEADING_1 }),
          ...references.map(
            (text) =>
              new Paragraph({
                children: runs(text),
                alignment: AlignmentType.LEFT,
                indent: { left: 720, hanging: 720 },
              }),
          ),
        ],
      },
    ],
  })
  return (await Packer.toBuffer(document)).toString('base64')
}

/** Drops a file (bytes in base64) on `target`, as dragging it from the desktop does. */
export async function dropFile(target: Locator, name: string, base64: string) {
  await target.evaluate(
    (element, file) => {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
      const data = new DataTransfer()
      data.items.add(
        new File([bytes], file.name, {
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        }),
      )
      element.dispatchEvent(
        new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }),
      )
      element.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }))
    },
    { name, base64 },
  )
}
