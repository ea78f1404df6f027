import { Readable } from 'node:stream'
import type { Transaction } from 'kysely'
import { detectFileType } from './detectFileType.ts'
import { fileErrors } from './fileErrors.ts'
import { sanitizeFileName } from './sanitizeFileName.ts'
import {
  type FilesContext,
  readSample,
  ruleMessages,
  TOO_LARGE,
  tooLargeError,
  type UploadedFile,
  type UploadRules,
  writeAndCommit,
} from './uploadFile.ts'

const SAMPLE_BYTES = 64 * 1024

/**
 * A file that does not come from a browser's form (an entry of a zip staff import, a file a command reads)
 * through the same checks as an upload: refused when empty, of a type `rules` do not accept, or larger than
 * `rules.maxBytes` (counted while it streams), and stored and committed exactly as `uploadFile` does. The bytes
 * are never held whole in memory.
 */
export async function storeStream<DB, T>(
  context: FilesContext<DB>,
  body: Readable,
  name: string,
  rules: UploadRules,
  commit: (file: UploadedFile, trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const messages = ruleMessages(rules)
  const tooLarge = tooLargeError(messages.tooLarge)
  const sample = await readSample(body, SAMPLE_BYTES)
  if (sample.length === 0) throw new fileErrors.EMPTY_FILE(messages.empty)
  if (sample.length > rules.maxBytes) throw new fileErrors.FILE_TOO_LARGE(messages.tooLarge)
  const contentType = await detectFileType(sample)
  if (!rules.accept.includes(contentType)) {
    body.destroy()
    throw new fileErrors.UNSUPPORTED_FILE_TYPE(messages.unsupportedType)
  }
  return writeAndCommit(context, bounded(sample, body, rules.maxBytes), contentType, tooLarge, commit, {
    displayName: sanitizeFileName(name),
    fields: {},
  })
}

/** The sample, then the rest, failing the stream (so storage discards it) once it passes `maxBytes`. */
function bounded(sample: Buffer, rest: Readable, maxBytes: number): Readable {
  return Readable.from(
    (async function* () {
      let size = sample.length
      yield sample
      for await (const chunk of rest) {
        size += (chunk as Buffer).length
        if (size > maxBytes) {
          rest.destroy()
          throw Object.assign(new Error('file over the size limit'), { code: TOO_LARGE })
        }
        yield chunk as Buffer
      }
    })(),
    { objectMode: false },
  )
}
