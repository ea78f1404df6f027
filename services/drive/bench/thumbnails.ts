// Preview rendering time (docs/decisions/0751-previews-in-a-background-job.md): the first page of PDFs of 1 to 300
// pages (demo PDFs with text), the demo diagram scaled, and the demo video's frame, each rendered `--runs` times
// in this process, as the service's job runner renders them. Prints p50 and p95 per kind, in ms per preview.
//
//   pnpm --filter @unikit/drive bench:thumbnails [-- --runs 20]
import { readFile } from 'node:fs/promises'
import { availableParallelism, cpus } from 'node:os'
import { percentile, readBenchArgs } from '@unikit/service-kit/bench'
import { renderThumbnail } from '../src/files/renderThumbnail.ts'
import { samplePdf } from '../src/seed/samplePdf.ts'

const values = readBenchArgs({ runs: { type: 'string', default: '20' } })
const runs = Number(values.runs)
const fixtures = new URL('../src/seed/fixtures/', import.meta.url)
const paragraph =
  'Gross domestic product grew by more than six per cent a year for most of the last two decades, driven by manufacturing exports and foreign direct investment. '
const inputs: { label: string; bytes: Uint8Array; mime: string }[] = [
  {
    label: 'PDF, 1 page',
    bytes: await samplePdf({ title: 'One page', course: 'BENCH', paragraphs: [paragraph], pages: 1 }),
    mime: 'application/pdf',
  },
  {
    label: 'PDF, 8 pages',
    bytes: await samplePdf({
      title: 'Eight pages',
      course: 'BENCH',
      paragraphs: Array(30).fill(paragraph),
      pages: 8,
    }),
    mime: 'application/pdf',
  },
  {
    label: 'PDF, 300 pages',
    bytes: await samplePdf({
      title: 'A reader',
      course: 'BENCH',
      paragraphs: Array(400).fill(paragraph),
      pages: 300,
    }),
    mime: 'application/pdf',
  },
  {
    label: 'PNG image',
    bytes: new Uint8Array(await readFile(new URL('diagram.png', fixtures))),
    mime: 'image/png',
  },
  {
    label: 'WebM video (frame at 1 s)',
    bytes: new Uint8Array(await readFile(new URL('lecture-clip.webm', fixtures))),
    mime: 'video/webm',
  },
]

console.log(
  `previews, ${runs} runs each, in one process (${availableParallelism()} cores, ${cpus()[0]?.model ?? 'unknown CPU'})`,
)
await renderThumbnail(inputs[0]?.bytes as Uint8Array, 'application/pdf')
for (const input of inputs) {
  const times: number[] = []
  let size = 0
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    const webp = await renderThumbnail(input.bytes, input.mime)
    times.push(performance.now() - started)
    size = webp?.length ?? 0
  }
  times.sort((a, b) => a - b)
  console.log(
    `  ${input.label.padEnd(28)} p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ${(size / 1024).toFixed(1)} KB WebP`,
  )
}
