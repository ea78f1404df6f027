import { readFile, writeFile } from 'node:fs/promises'
import { renderThumbnail } from '../src/files/renderThumbnail.ts'
import { samplePdf } from '../src/seed/samplePdf.ts'
const pdf = await samplePdf({ title: 'Kinh tế vĩ mô: essay', course: 'ECON1192', paragraphs: ['Hello world of inflation.'], pages: 2 })
let t = performance.now()
const a = await renderThumbnail(pdf, 'application/pdf'); console.log('pdf', a?.length, performance.now() - t); await writeFile('/tmp/i27/pdf.webp', a!)
t = performance.now()
const b = await renderThumbnail(await readFile('src/seed/fixtures/diagram.png'), 'image/png'); console.log('png', b?.length, performance.now() - t)
t = performance.now()
const c = await renderThumbnail(await readFile('src/seed/fixtures/lecture-clip.webm'), 'video/webm'); console.log('webm', c?.length, performance.now() - t); await writeFile('/tmp/i27/vid.webp', c!)
