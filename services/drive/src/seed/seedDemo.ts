import { readFile } from 'node:fs/promises'
import { foldText } from '@unikit/contracts'
import { Document, Packer, Paragraph } from 'docx'
import { askForThumbnail } from '../archive/makeThumbnail.ts'
import type { DriveApp } from '../DriveApp.ts'
import { hasAnyItem, insertItem } from '../db/items.ts'
import { extractPdfText } from '../files/extractPdfText.ts'
import { type DemoFile, type DemoFolder, demoCore, demoMajors } from './demoTree.ts'
import { samplePdf } from './samplePdf.ts'

const fixtures = new URL('./fixtures/', import.meta.url)

/**
 * `SEED_DEMO=1`: Core Courses and Majors with sample PDFs, a Word file, a diagram and a short video, so every
 * archive screen has something to show (docs/product/archive.md#demo-data). Once: an archive with folders is
 * left alone.
 */
export async function seedDemo(app: DriveApp): Promise<void> {
  if (await hasAnyItem(app.db)) return
  for (const [root, folders] of [
    ['core', demoCore],
    ['major', demoMajors],
  ] as const) {
    for (const folder of folders) await seedFolder(app, root, root, [], folder)
  }
}

async function seedFolder(
  app: DriveApp,
  root: 'core' | 'major',
  parentId: string,
  ancestors: string[],
  folder: DemoFolder,
): Promise<void> {
  const { id } = await insertItem(app.db, {
    parent_id: parentId,
    root,
    ancestors,
    kind: 'folder',
    name: folder.name,
    code: folder.code,
    search_name: foldText(`${folder.name} ${folder.code ?? ''}`),
  })
  const below = [...ancestors, id]
  for (const file of folder.files) await seedFile(app, root, id, below, file, folder.code ?? folder.name)
  for (const child of folder.folders ?? []) await seedFolder(app, root, id, below, child)
}

async function seedFile(
  app: DriveApp,
  root: 'core' | 'major',
  parentId: string,
  ancestors: string[],
  file: DemoFile,
  course: string,
): Promise<void> {
  const { bytes, mime } = await fileBytes(file, course)
  const facts = mime === 'application/pdf' ? await extractPdfText(bytes) : null
  const term = demoTerm(file.title)
  await app.files.store(bytes, mime, async (written, trx) => {
    const item = await insertItem(trx, {
      parent_id: parentId,
      root,
      ancestors,
      kind: 'file',
      name: file.title,
      search_name: foldText(file.title),
      mime_type: mime,
      object_id: written.id,
      size: written.size,
      sha256: written.sha256,
      page_count: facts?.pageCount ?? null,
      search_text: facts ? foldText(facts.text) : null,
      year: term.year,
      semester: term.semester,
    })
    await askForThumbnail(app, trx, item.id)
  })
}

/** A year (2023 to 2025) and semester for a demo file, the same on every start: lists show when work is from. */
function demoTerm(title: string): { year: number; semester: number } {
  let hash = 0
  for (const char of title) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return { year: 2023 + (hash % 3), semester: 1 + ((hash >>> 3) % 3) }
}

async function fileBytes(file: DemoFile, course: string): Promise<{ bytes: Uint8Array; mime: string }> {
  if (file.kind === 'pdf') {
    const bytes = await samplePdf({ title: file.title, course, paragraphs: file.topic, pages: file.pages })
    return { bytes, mime: 'application/pdf' }
  }
  if (file.kind === 'docx') {
    const doc = new Document({
      creator: 'Unikit demo data',
      title: file.title,
      sections: [{ children: [file.title, ...file.topic].map((text) => new Paragraph({ text })) }],
    })
    return {
      bytes: new Uint8Array(await Packer.toBuffer(doc)),
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    }
  }
  const bytes = new Uint8Array(await readFile(new URL(file.fixture, fixtures)))
  return { bytes, mime: file.kind === 'video' ? 'video/webm' : 'image/png' }
}
