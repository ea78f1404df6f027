// The landing remote's weight on the wire: what `/` loads from it (gzip), read from its build's
// mf-manifest.json (which the shell fetches too). Shared singletons (React, the router, the design system, auth) come from the shell and
// are left out; their fallback copies in dist/ are never loaded inside the shell.
//
//   pnpm --filter @unikit/landing build && pnpm --filter @unikit/landing size
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

type Assets = { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } }
type Manifest = {
  metaData: { remoteEntry: { name: string } }
  exposes: { name: string; assets: Assets }[]
  shared: { name: string; assets: Assets }[]
}

const dist = path.resolve(import.meta.dirname, '../dist')
const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest

const measure = (file: string) => {
  const bytes = readFileSync(path.join(dist, file))
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 6 }).length,
    brotli: brotliCompressSync(bytes).length,
  }
}
type Size = ReturnType<typeof measure>
const sum = (sizes: Size[]): Size => ({
  raw: sizes.reduce((total, size) => total + size.raw, 0),
  gzip: sizes.reduce((total, size) => total + size.gzip, 0),
  brotli: sizes.reduce((total, size) => total + size.brotli, 0),
})
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const line = (label: string, size: Size) =>
  `  ${label.padEnd(46)} ${kb(size.raw).padStart(9)} raw ${kb(size.gzip).padStart(9)} gzip ${kb(size.brotli).padStart(9)} br`

const routes = manifest.exposes.find((expose) => expose.name === 'routes')
if (!routes) throw new Error('The manifest exposes no ./routes')
const asyncFiles = [...routes.assets.js.async, ...routes.assets.css.async]
const group = (prefix: string) => asyncFiles.filter((file) => path.basename(file).startsWith(prefix))

const initialFiles = [
  'mf-manifest.json',
  manifest.metaData.remoteEntry.name,
  ...routes.assets.js.sync,
  ...routes.assets.css.sync,
]
const steps: [string, string[]][] = [
  ['step 2, the story (prefetched on step 1)', group('landing-story.')],
  ['step 3, tour and gift form (prefetched on step 2)', group('landing-tour.')],
  ['the gift modal and pictures (on the form)', group('landing-gift-modal.')],
]
const known = new Set(steps.flatMap(([, files]) => files))
const other = asyncFiles.filter((file) => !known.has(file))

console.log('Landing remote, what / loads from it (shared singletons come from the shell):')
const initial = initialFiles.map((file) => {
  const size = measure(file)
  console.log(line(file, size))
  return size
})
console.log(line('= step 1, on opening /', sum(initial)))
const jsOnly = sum(initialFiles.filter((file) => file.endsWith('.js')).map(measure))
console.log(line('  of which JavaScript', jsOnly))
const later = steps.map(([label, files]) => {
  const size = sum(files.map(measure))
  console.log(line(label, size))
  return size
})
if (other.length > 0) console.log(line(`other async chunks (${other.join(', ')})`, sum(other.map(measure))))
console.log(line('= all three steps and the modal', sum([...initial, ...later, ...other.map(measure)])))
const shared = [
  ...new Set(manifest.shared.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async])),
]
console.log(
  line(`not loaded: fallbacks of ${manifest.shared.length} shared modules`, sum(shared.map(measure))),
)
