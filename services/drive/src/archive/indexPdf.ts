import { foldText } from '@unikit/contracts'
import type { DriveApp } from '../DriveApp.ts'
import { setPdfFacts } from '../db/items.ts'
import { extractPdfText } from '../files/extractPdfText.ts'

/** Reads a stored PDF's pages and text into the item, so search finds what it says (docs/decisions/0612-...). */
export async function indexPdf(app: DriveApp, item: { id: string; object_id: string }): Promise<void> {
  const object = await app.storage.get(item.object_id)
  if (!object) return
  const chunks: Buffer[] = []
  for await (const chunk of object.body) chunks.push(chunk as Buffer)
  const facts = await extractPdfText(new Uint8Array(Buffer.concat(chunks)))
  if (!facts) return
  await setPdfFacts(app.db, item.id, { pageCount: facts.pageCount, searchText: foldText(facts.text) || null })
}
