import { createHash } from 'node:crypto'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'

let cached: Promise<Blob> | undefined

/**
 * A dump of a freshly initialised PGlite data folder. Starting from it takes about 0.3 s instead of about 2 s
 * of initdb, so it is made once per PGlite version and kept in the OS temp folder for every later test run.
 */
export function pgliteTemplate(): Promise<Blob> {
  cached ??= loadOrCreate()
  return cached
}

async function loadOrCreate(): Promise<Blob> {
  // The resolved path names the installed PGlite version, so an upgrade makes a new template.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const key = createHash('sha256').update(entry).digest('hex').slice(0, 16)
  const file = join(tmpdir(), `unikit-pglite-template-${key}.tar`)
  try {
    return new Blob([await readFile(file)])
  } catch {
    const pglite = await PGlite.create()
    const dump = await pglite.dumpDataDir('none')
    await pglite.close()
    // Written aside, then renamed: parallel test workers never read half a template.
    const partial = `${file}.${process.pid}.partial`
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
    await rename(partial, file)
    return dump
  }
}
