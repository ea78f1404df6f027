// Staff import speed and memory: a zip of `--files` PDFs (about `--mb` MB in all, made in /tmp by
// bench/benchZip.ts and never committed) imported by the import command in its own process, against PostgreSQL,
// while this process samples its resident memory. Prints files per second and the command's peak RSS; the goal is
// a 1 GB zip of 2,000 files under 300 MB (docs/product/archive.md#bulk-import).
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/drive bench:import [-- --files 2000 --mb 1024]
//   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { readBenchArgs } from '@unikit/service-kit/bench'
import pg from 'pg'
import { buildApp } from '../src/app.ts'
import { insertItem } from '../src/db/items.ts'
import { writeBenchZip } from './benchZip.ts'

const values = readBenchArgs({
  files: { type: 'string', default: '2000' },
  mb: { type: 'string', default: '1024' },
  zip: { type: 'string', default: '' },
})
const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!url) throw new Error('Set TEST_DATABASE_URL (infra/scripts/test-postgres.sh start)')
const files = Number(values.files)
const zipPath = values.zip || join(tmpdir(), `unikit-import-bench-${files}-${values.mb}mb.zip`)
if (!existsSync(zipPath)) {
  const started = performance.now()
  await writeBenchZip(zipPath, { files, totalBytes: Number(values.mb) * 1024 * 1024, course: 'BENCH1001' })
  console.log(`made ${zipPath} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
const zipBytes = (await stat(zipPath)).size

// The service's schema with one course to import into, made by the service itself.
const schema = `bench_import_${randomBytes(4).toString('hex')}`
const filesDir = await mkdtemp(join(tmpdir(), 'unikit-import-bench-files-'))
const env = { DATABASE_URL: url, DATABASE_SCHEMA: schema, FILES_DIR: filesDir, LOG_LEVEL: 'warn' }
const app = buildApp({ env: { ...process.env, ...env } })
await app.ready()
await insertItem(app.db, {
  parent_id: 'core',
  root: 'core',
  kind: 'folder',
  name: 'Import bench',
  code: 'BENCH1001',
  search_name: 'import bench bench1001',
})
await app.close()

try {
  const command = new URL('../src/imports/importCommand.ts', import.meta.url).pathname
  const started = performance.now()
  // The flags of the package's `import` script: a small young generation and a bounded heap keep RSS flat.
  const flags = ['--conditions=@unikit/source', '--max-semi-space-size=2', '--max-old-space-size=256']
  const child = spawn(process.execPath, [...flags, command, zipPath], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  let peakKb = 0
  const sampler = setInterval(async () => {
    const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '')
    const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0)
    peakKb = Math.max(peakKb, hwm)
  }, 100)
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve))
  clearInterval(sampler)
  const seconds = (performance.now() - started) / 1000
  if (code !== 0) throw new Error(`the import command exited with ${code}:\n${output}`)
  const imported = Number(/Imported (\d+) files/.exec(output)?.[1] ?? 0)
  console.log(
    `staff import: ${imported} of ${files} PDFs from a ${(zipBytes / 1024 / 1024).toFixed(0)} MB zip, the command in its own ` +
      `process against PostgreSQL (${availableParallelism()} cores)`,
  )
  console.log(
    `  ${seconds.toFixed(1)} s in all (dry run and import): ${(imported / seconds).toFixed(1)} files/s, ${(zipBytes / 1024 / 1024 / seconds).toFixed(1)} MB/s`,
  )
  console.log(
    `  peak RSS of the command: ${(peakKb / 1024).toFixed(0)} MB (goal: under 300 MB for 1 GB and 2,000 files)`,
  )
  console.log(
    output
      .split('\n')
      .filter((line) => /rows:|Imported/.test(line))
      .map((line) => `  ${line}`)
      .join('\n'),
  )
} finally {
  const pool = new pg.Pool({ connectionString: url, max: 1 })
  await pool.query(`drop schema if exists ${schema} cascade`)
  await pool.end()
  await rm(filesDir, { recursive: true, force: true })
}
