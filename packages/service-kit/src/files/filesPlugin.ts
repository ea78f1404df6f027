import type { Readable } from 'node:stream'
import multipart from '@fastify/multipart'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely, Transaction } from 'kysely'
import type { ObjectStorage, WrittenObject } from '../storage/ObjectStorage.ts'
import { catalogue, recordDiscarded } from './objectCatalogue.ts'
import { type SendOptions, sendFile } from './sendFile.ts'
import { storeFile } from './storeFile.ts'
import { storeStream } from './storeStream.ts'
import { sweepObjects } from './sweepObjects.ts'
import { type FilesContext, type UploadedFile, type UploadRules, uploadFile } from './uploadFile.ts'

/** `app.files` of a service whose tables are `DB` (`ServiceApp<DB>`). */
export interface Files<DB = unknown> {
  /** See `uploadFile`: one multipart file into storage, recorded by `commit` in the same transaction. */
  upload<T>(
    request: FastifyRequest,
    rules: UploadRules,
    commit: (file: UploadedFile, trx: Transaction<DB>) => Promise<T>,
  ): Promise<T>
  /** See `storeFile`: bytes the service made into storage, recorded by `commit` in the same transaction. */
  store<T>(
    bytes: Uint8Array,
    contentType: string,
    commit: (file: WrittenObject & { contentType: string }, trx: Transaction<DB>) => Promise<T>,
  ): Promise<T>
  /** See `storeStream`: a file read from elsewhere (a zip's entry) through an upload's checks, then `commit`. */
  storeStream<T>(
    body: Readable,
    name: string,
    rules: UploadRules,
    commit: (file: UploadedFile, trx: Transaction<DB>) => Promise<T>,
  ): Promise<T>
  /** See `sendFile`: a committed object as a download (ranges, ETag, RFC 6266 name). */
  send(request: FastifyRequest, reply: FastifyReply, options: SendOptions): Promise<FastifyReply>
  /** In the transaction that deletes the row pointing at `id`: the object goes once that commits. */
  discard(trx: Transaction<DB>, id: string): Promise<void>
  /** Deletes discarded objects and abandoned uploads now; it also runs every STORAGE_SWEEP_INTERVAL_MS. */
  sweep(): Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Object storage (local disk or S3): bytes by id, streamed. */
    storage: ObjectStorage
  }
}

/**
 * `app.storage` and `app.files`, multipart parsing for upload routes, and the periodic sweep of objects no row
 * points at. The storage client closes with the app.
 */
export const filesPlugin = fp<{ storage: ObjectStorage; db: Kysely<unknown> }>(
  async (app, { storage, db }) => {
    await app.register(multipart, { throwFileSizeLimit: true })
    const context: FilesContext<unknown> = { db, storage, log: app.log }
    const graceMs = app.config.STORAGE_ORPHAN_GRACE_MS
    // `app.files`, typed per service as `Files<DB>` by ServiceApp.
    const files: Files = {
      upload: (request, rules, commit) => uploadFile(context, request, rules, commit),
      send: (request, reply, options) => sendFile(context, request, reply, options),
      store: (bytes, contentType, commit) => storeFile(context, bytes, contentType, commit),
      storeStream: (body, name, rules, commit) => storeStream(context, body, name, rules, commit),
      discard: (trx, id) => recordDiscarded(catalogue(trx), id),
      sweep: () => sweepObjects(context, graceMs),
    }
    app.decorate('storage', storage)
    app.decorate('files', files)

    const every = app.config.STORAGE_SWEEP_INTERVAL_MS
    if (every > 0) {
      const timer = setInterval(() => {
        files.sweep().catch((error) => app.log.warn({ err: error }, 'object sweep failed'))
      }, every)
      timer.unref()
      app.addHook('preClose', async () => clearInterval(timer))
    }
    app.addHook('onClose', async () => storage.close())
  },
  { name: 'unikit-files' },
)
