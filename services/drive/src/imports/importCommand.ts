// `pnpm --filter @unikit/drive import <zip> [--dry-run]`: a staff import from a zip on this machine
// (docs/product/archive.md#bulk-import). It opens the drive's database and storage with the service's own settings
// (DATABASE_URL, FILES_DIR or S3_...), checks every row of the zip's manifest.csv, prints the dry run, and, unless
// --dry-run, imports the new rows. Run again with the same zip, it goes on where it stopped. Previews are made by
// the running service's job runner.

import { userInfo } from 'node:os'
import { basename, resolve } from 'node:path'
import { AdminError, adminArguments, refuseWhileServiceRuns, wantsHelp } from '@unikit/service-kit/admin'
import { buildApp } from '../app.ts'
import { service } from '../config.ts'
import {
  findImport,
  findImportByFingerprint,
  importRows,
  insertImport,
  setImportStatus,
} from '../db/imports.ts'
import { checkImport } from './checkImport.ts'
import { runImport } from './runImport.ts'
import { openZip } from './zipSource.ts'

const usage = `Usage: pnpm --filter @unikit/drive import <zip> [--dry-run]

  <zip>        a .zip of files with a manifest.csv (path, title, course code or major, year, semester, kind, description)
  --dry-run    check every row and print what would happen; import nothing
`

const argv = process.argv.slice(2).filter((arg) => arg !== '--')
if (wantsHelp(argv)) {
  process.stdout.write(usage)
  process.exit(0)
}
const { readArgs, argument } = adminArguments(usage)
try {
  const args = readArgs(argv, { 'dry-run': { type: 'boolean', default: false } })
  // pnpm runs the script in the package's folder; a relative path is the caller's.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), argument(args.positionals, 0, 'zip'))
  await main(path, args.values['dry-run'] === true)
} catch (error) {
  if (!(error instanceof AdminError)) throw error
  process.stderr.write(`${error.message}\n`)
  process.exitCode = 1
}

async function main(path: string, dryRun: boolean) {
  const app = buildApp({ config: { LOG_LEVEL: 'warn', JOBS_CONCURRENCY: 0, STORAGE_SWEEP_INTERVAL_MS: 0 } })
  if (!app.config.DATABASE_URL) await refuseWhileServiceRuns(service.name, app.config)
  await app.ready()
  const zip = await openZip({ path }).catch((error: Error) => {
    throw new AdminError(`Cannot read ${path} as a zip: ${error.message}`)
  })
  try {
    const actorId = `command:${userInfo().username}`
    const started = performance.now()
    let current = await findImportByFingerprint(app.db, zip.fingerprint)
    if (current?.status === 'done') {
      print(`This zip was imported on ${current.updated_at.toISOString()}: nothing left to import.`)
      return
    }
    if (!current) {
      current = await insertImport(app.db, {
        fingerprint: zip.fingerprint,
        name: basename(path),
        objectId: null,
        createdBy: actorId,
      })
    }
    if (current.status === 'checking') {
      await checkImport(app, current.id, zip)
      const checked = await findImport(app.db, current.id)
      if (checked?.status === 'failed')
        throw new AdminError(`Cannot import ${basename(path)}: ${checked.error}`)
    }
    const rows = await importRows(app.db, current.id)
    const count = (status: string) => rows.filter((row) => row.status === status).length
    print(
      `${rows.length} rows: ${count('new')} new, ${count('duplicate')} duplicate, ${count('error')} errors, ${count('imported')} imported already`,
    )
    for (const row of rows.filter((row) => row.status === 'duplicate' || row.status === 'error')) {
      print(`  line ${row.line} ${row.path}: ${row.status}: ${row.reason}`)
    }
    if (dryRun) return
    await setImportStatus(app.db, current.id, 'importing', { from: ['checked', 'importing'] })
    let done = 0
    let imported = 0
    await runImport(app, current.id, zip, {
      actorId,
      onRow: (_row, status) => {
        done += 1
        if (status === 'imported') imported += 1
        if (done % 100 === 0) print(`  ${done} rows done`)
      },
    })
    const seconds = (performance.now() - started) / 1000
    print(
      `Imported ${imported} files in ${seconds.toFixed(1)} s (${(imported / seconds).toFixed(1)} files/s); previews follow in the service.`,
    )
  } finally {
    zip.close()
    await app.close()
  }
}

function print(line: string) {
  process.stdout.write(`${line}\n`)
}
