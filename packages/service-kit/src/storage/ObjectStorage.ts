import type { Readable } from 'node:stream'

/** Inclusive byte offsets, as in `Range: bytes=start-end`. */
export interface ByteRange {
  start: number
  end: number
}

/** What a write produced: computed while the bytes streamed through, never by reading them again. */
export interface WrittenObject {
  id: string
  size: number
  /** Lower-case hex SHA-256 of the bytes. */
  sha256: string
}

export interface ObjectRead {
  /** The bytes asked for: the whole object, or the range. */
  body: Readable
  /** The size of the whole object. */
  size: number
  /** Set when a range was asked for. */
  range?: ByteRange
}

/**
 * Bytes keyed by an id the service chooses (never a client's file name). Writes and reads stream, so a large
 * object never sits whole in memory; a failed or cut-off write leaves nothing behind under its id. Drivers:
 * local disk (`localStorage`) and S3-compatible object storage (`s3Storage`).
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3'
  /** Streams `body` into the object `id` (replacing any), hashing and counting on the way. */
  put(id: string, body: Readable, options?: { contentType?: string }): Promise<WrittenObject>
  /** The object's bytes, or a range of them; null when there is no such object. */
  get(id: string, range?: ByteRange): Promise<ObjectRead | null>
  /** The object's size, or null when there is no such object. */
  head(id: string): Promise<{ size: number } | null>
  /** Removes the object; removing a missing one is not an error. */
  delete(id: string): Promise<void>
  /** Removes what writes cut short by a crash left behind (temporary files), older than `olderThanMs`. */
  sweepPartial(olderThanMs: number): Promise<number>
  close(): Promise<void>
}

/** Object ids are path- and key-safe: letters, digits, `-`, `_` and `.`, not starting with a dot. */
export const OBJECT_ID_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/

export function assertObjectId(id: string): void {
  if (!OBJECT_ID_PATTERN.test(id)) throw new Error(`Invalid object id ${JSON.stringify(id)}`)
}
