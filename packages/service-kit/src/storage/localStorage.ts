import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { hashingStream } from './hashingStream.ts'
import { assertObjectId, type ByteRange, type ObjectStorage } from './ObjectStorage.ts'

/**
 * Objects as files under `root` (FILES_DIR, outside anything a web server serves): `objects/<xx>/<id>`, where
 * `xx` spreads ids over 256 folders. A write goes to `tmp/` first and is renamed into place once complete, so
 * a cut-off upload never shows under its id; `sweepPartial` removes temporary files a crash left behind.
 */
export function localStorage(root: string): ObjectStorage {
  const tmpDir = join(root, 'tmp')
  const pathOf = (id: string) => {
    assertObjectId(id)
    const shard = createHash('sha256').update(id).digest('hex').slice(0, 2)
    return { dir: join(root, 'objects', shard), file: join(root, 'objects', shard, id) }
  }
  const statOrNull = (file: string) =>
    stat(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null
      throw error
    })

  return {
    driver: 'local',
    async put(id, body: Readable) {
      const { dir, file } = pathOf(id)
      await mkdir(tmpDir, { recursive: true })
      await mkdir(dir, { recursive: true })
      const temporary = join(tmpDir, `${randomUUID()}.part`)
      const hashing = hashingStream()
      try {
        await pipeline(body, hashing.stream, createWriteStream(temporary, { flags: 'wx' }))
        await rename(temporary, file)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
      return { id, size: hashing.size, sha256: hashing.sha256() }
    },
    async get(id, range?: ByteRange) {
      const { file } = pathOf(id)
      const stats = await statOrNull(file)
      if (!stats) return null
      const body = createReadStream(file, range ? { start: range.start, end: range.end } : {})
      return { body, size: stats.size, ...(range ? { range } : {}) }
    },
    async head(id) {
      const stats = await statOrNull(pathOf(id).file)
      return stats ? { size: stats.size } : null
    },
    async delete(id) {
      await rm(pathOf(id).file, { force: true })
    },
    async sweepPartial(olderThanMs) {
      const names = await readdir(tmpDir).catch(() => [] as string[])
      let removed = 0
      for (const name of names) {
        const file = join(tmpDir, name)
        const stats = await statOrNull(file)
        if (stats && Date.now() - stats.mtimeMs > olderThanMs) {
          await rm(file, { force: true })
          removed++
        }
      }
      return removed
    },
    async close() {},
  }
}
