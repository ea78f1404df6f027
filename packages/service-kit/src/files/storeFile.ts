import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Transaction } from 'kysely'
import type { WrittenObject } from '../storage/ObjectStorage.ts'
import { catalogue, recordCommitted, recordPending } from './objectCatalogue.ts'
import { discardNow, type FilesContext } from './uploadFile.ts'

/**
 * Bytes the service itself makes (demo data, generated files) into storage, with the same guarantee as an
 * upload: `commit` records the object in the transaction that marks it committed, and any failure leaves
 * neither object nor row.
 */
export async function storeFile<DB, T>(
  context: FilesContext<DB>,
  bytes: Uint8Array,
  contentType: string,
  commit: (file: WrittenObject & { contentType: string }, trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const id = randomUUID()
  await recordPending(catalogue(context.db), id)
  let written: WrittenObject
  try {
    written = await context.storage.put(id, Readable.from([Buffer.from(bytes)]), { contentType })
  } catch (error) {
    await discardNow(context, id)
    throw error
  }
  try {
    return await context.db.transaction().execute(async (trx) => {
      await recordCommitted(catalogue(trx), { ...written, contentType })
      return commit({ ...written, contentType }, trx)
    })
  } catch (error) {
    await discardNow(context, id)
    throw error
  }
}
