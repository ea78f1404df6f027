import { createHash } from 'node:crypto'
import { PassThrough, type Readable } from 'node:stream'
import type { ObjectStorage } from '@unikit/service-kit'
import yauzl, { type Entry, type ZipFile } from 'yauzl'

/** Where a zip is read from: a file the command was given, or an object a staff member sent from the desk. */
export type ZipLocation = { path: string } | { storage: ObjectStorage; objectId: string; size: number }

/** A zip opened for reading entry by entry: its central directory is read once, no entry's bytes are held. */
export interface OpenZip {
  /** Entries by name (files only; folders are left out). */
  entries: ReadonlyMap<string, Entry>
  /** What the zip holds, as names, sizes and checksums: the same zip again has the same fingerprint. */
  fingerprint: string
  /** One entry's bytes, inflated as they are read. */
  read(entry: Entry): Promise<Readable>
  close(): void
}

/**
 * Opens a zip by its central directory, from a path or from object storage by byte ranges
 * (docs/product/archive.md#bulk-import): a 1 GB zip is never in memory, and an entry's bytes stream from where
 * they lie. yauzl checks each entry's CRC-32 and size as it inflates.
 */
export async function openZip(location: ZipLocation): Promise<OpenZip> {
  const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false }
  const zip =
    'path' in location
      ? await yauzl.openPromise(location.path, options)
      : await yauzl.fromRandomAccessReaderPromise(
          storageReader(location.storage, location.objectId),
          location.size,
          options,
        )
  const entries = await listEntries(zip)
  const lines = [...entries.values()].map(
    (entry) => `${entry.fileName}\t${entry.crc32}\t${entry.uncompressedSize}`,
  )
  return {
    entries,
    fingerprint: createHash('sha256').update(lines.sort().join('\n')).digest('hex'),
    read: (entry) => zip.openReadStreamPromise(entry),
    close: () => zip.close(),
  }
}

function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>()
    zip.on('entry', (entry: Entry) => {
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry)
      zip.readEntry()
    })
    zip.once('end', () => resolve(entries))
    zip.once('error', reject)
    zip.readEntry()
  })
}

/** yauzl's random access over an object in storage: each range is a ranged read of the object. */
function storageReader(storage: ObjectStorage, objectId: string): yauzl.RandomAccessReader {
  class StorageReader extends yauzl.RandomAccessReader {
    override _readStreamForRange(start: number, end: number): Readable {
      const out = new PassThrough()
      storage.get(objectId, { start, end: end - 1 }).then(
        (object) => {
          if (!object) out.destroy(new Error('the zip is no longer in storage'))
          else object.body.on('error', (error) => out.destroy(error)).pipe(out)
        },
        (error: Error) => out.destroy(error),
      )
      return out
    }
  }
  return new StorageReader()
}
