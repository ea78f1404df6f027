import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Multipart, MultipartFile } from '@fastify/multipart'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { ObjectStorage, WrittenObject } from '../storage/ObjectStorage.ts'
import { detectFileType } from './detectFileType.ts'
import { fileErrors } from './fileErrors.ts'
import { catalogue, forgetEntry, recordCommitted, recordPending } from './objectCatalogue.ts'
import { sanitizeFileName } from './sanitizeFileName.ts'

/** What a route accepts. */
export interface UploadRules {
  /** The largest file accepted, in bytes; enforced while the bytes stream in. */
  maxBytes: number
  /** Detected MIME types accepted (`documentTypes`, `imageTypes`, `fileTypes.pdf`...). */
  accept: readonly string[]
  /** The route's own words for each refusal; the codes stay the kit's. */
  messages?: {
    /** 413 FILE_TOO_LARGE, e.g. `File too big (> 40MB)`. */
    tooLarge?: string
    /** 415 UNSUPPORTED_FILE_TYPE. */
    unsupportedType?: string
    /** 400 EMPTY_FILE. */
    empty?: string
    /** 400 FILE_REQUIRED: no file part, or not multipart/form-data. */
    missing?: string
  }
}

/** A stored object, handed to the route's callback inside the transaction that must record it. */
export interface UploadedFile extends WrittenObject {
  /** Detected from the bytes. */
  contentType: string
  /** The client's file name, sanitised: display metadata only. */
  displayName: string
  /** Text fields sent before the file part. */
  fields: Record<string, string>
}

export interface FilesContext<DB> {
  db: Kysely<DB>
  storage: ObjectStorage
  log: FastifyBaseLogger
}

/** Enough bytes for every signature `file-type` knows, and for the first entries of an Office zip. */
const SAMPLE_BYTES = 64 * 1024

/**
 * Receives one multipart file: refuses it early when it is empty or of a type the route does not accept,
 * streams it into storage under a new id (413 as soon as it passes `maxBytes`), then runs `commit` in a
 * transaction that also marks the object committed. Any failure leaves neither object nor row: a refused or
 * cut-off write deletes what was written, a failed `commit` rolls back and deletes the object, and a process
 * that dies midway leaves a pending entry that the sweep deletes.
 */
export async function uploadFile<DB, T>(
  context: FilesContext<DB>,
  request: FastifyRequest,
  rules: UploadRules,
  commit: (file: UploadedFile, trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const messages = ruleMessages(rules)
  const tooLarge = tooLargeError(messages.tooLarge)

  const part = await readFilePart(request, rules.maxBytes).catch((error: { code?: string }) => {
    if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new fileErrors.FILE_REQUIRED(messages.missing)
    throw tooLarge(error)
  })
  if (!part) throw new fileErrors.FILE_REQUIRED(messages.missing)

  const sample = await readSample(part.file, SAMPLE_BYTES).catch((error) => {
    throw tooLarge(error)
  })
  if (isTruncated(part.file)) throw new fileErrors.FILE_TOO_LARGE(messages.tooLarge)
  if (sample.length === 0) throw new fileErrors.EMPTY_FILE(messages.empty)
  const contentType = await detectFileType(sample)
  if (!rules.accept.includes(contentType)) {
    part.file.resume() // let the rest of the request body drain away
    throw new fileErrors.UNSUPPORTED_FILE_TYPE(messages.unsupportedType)
  }

  return writeAndCommit(context, prepend(sample, part.file), contentType, tooLarge, commit, {
    displayName: sanitizeFileName(part.filename),
    fields: readFields(part.fields),
  })
}

/**
 * Streams checked bytes into storage under a new id, then runs `commit` in a transaction that also marks the
 * object committed; any failure deletes what was written.
 */
export async function writeAndCommit<DB, T>(
  context: FilesContext<DB>,
  body: Readable,
  contentType: string,
  mapError: (error: unknown) => unknown,
  commit: (file: UploadedFile, trx: Transaction<DB>) => Promise<T>,
  about: Pick<UploadedFile, 'displayName' | 'fields'>,
): Promise<T> {
  const id = randomUUID()
  await recordPending(catalogue(context.db), id)
  let written: WrittenObject
  try {
    written = await context.storage.put(id, body, { contentType })
  } catch (error) {
    await discardNow(context, id)
    throw mapError(error)
  }
  const file: UploadedFile = { ...written, contentType, ...about }
  try {
    return await context.db.transaction().execute(async (trx) => {
      await recordCommitted(catalogue(trx), { ...written, contentType })
      return commit(file, trx)
    })
  } catch (error) {
    await discardNow(context, id)
    throw error
  }
}

/** Turns a write cut at the size limit into 413 FILE_TOO_LARGE with the route's words; other errors as they are. */
export const tooLargeError = (message: string) => (error: unknown) =>
  (error as { code?: string }).code === TOO_LARGE ? new fileErrors.FILE_TOO_LARGE(message) : error

/** The route's words for each refusal, or the kit's. */
export function ruleMessages(rules: UploadRules) {
  return {
    tooLarge: `File too big (> ${formatBytes(rules.maxBytes)})`,
    unsupportedType: 'This type of file is not accepted here',
    empty: 'The file is empty',
    missing: 'Choose a file to upload',
    ...rules.messages,
  }
}

async function readFilePart(request: FastifyRequest, maxBytes: number): Promise<MultipartFile | undefined> {
  return request.file({ limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 } })
}

/** Deletes a written (or half-written) object and its entry; if that fails too, the sweep does it later. */
export async function discardNow<DB>(context: FilesContext<DB>, id: string): Promise<void> {
  try {
    await context.storage.delete(id)
    await forgetEntry(catalogue(context.db), id)
  } catch (error) {
    context.log.warn({ err: error, object: id }, 'could not delete a failed upload; the sweep will')
  }
}

/** The first `bytes` of the stream (fewer if it ends), leaving the rest unread. */
export async function readSample(stream: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let length = 0
  while (length < bytes) {
    const chunk = await nextChunk(stream)
    if (chunk === null) break
    chunks.push(chunk)
    length += chunk.length
  }
  const sample = Buffer.concat(chunks)
  if (sample.length > bytes) {
    stream.unshift(sample.subarray(bytes))
    return sample.subarray(0, bytes)
  }
  return sample
}

function nextChunk(stream: Readable): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunk = stream.read() as Buffer | null
    if (chunk !== null) return resolve(chunk)
    if (stream.readableEnded) return resolve(null)
    const cleanup = () => {
      stream.off('readable', onReadable)
      stream.off('end', onEnd)
      stream.off('error', onError)
    }
    const onReadable = () => {
      const next = stream.read() as Buffer | null
      if (next === null) return
      cleanup()
      resolve(next)
    }
    const onEnd = () => {
      cleanup()
      resolve(null)
    }
    const onError = (error: Error) => {
      cleanup()
      reject(error)
    }
    stream.on('readable', onReadable)
    stream.once('end', onEnd)
    stream.once('error', onError)
  })
}

/** @fastify/multipart's code for a file cut at the size limit. */
export const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE'

/** busboy ends a file at the size limit normally and marks it truncated. */
function isTruncated(file: Readable): boolean {
  return (file as Readable & { truncated?: boolean }).truncated === true
}

/**
 * The sample again, then the rest of the file, as one stream. A file cut at the size limit fails the stream
 * (so storage discards what it wrote) instead of ending as if it were complete.
 */
function prepend(sample: Buffer, rest: Readable): Readable {
  return Readable.from(
    (async function* () {
      yield sample
      for await (const chunk of rest) yield chunk as Buffer
      if (isTruncated(rest)) throw Object.assign(new Error('file over the size limit'), { code: TOO_LARGE })
    })(),
    { objectMode: false },
  )
}

function readFields(fields: MultipartFile['fields']): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, field] of Object.entries(fields)) {
    const first = (Array.isArray(field) ? field[0] : field) as Multipart | undefined
    if (first && first.type === 'field' && typeof first.value === 'string') values[name] = first.value
  }
  return values
}

/** 41943040 → `40MB`. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)}MB`
  return `${Math.ceil(bytes / 1024)}KB`
}
