import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ObjectStorage } from './ObjectStorage.ts'

export interface StorageUnderTest {
  storage: ObjectStorage
  /** Stops what the test started (the S3 server) and removes its files. */
  close(): Promise<void>
}

/** `count` chunks of `chunkSize` random bytes, generated as they are read, then an error if `failAfter` is set. */
export function generatedBody(count: number, chunkSize: number, failAfter?: number) {
  const hash = createHash('sha256')
  async function* chunks() {
    for (let i = 0; i < count; i++) {
      if (failAfter !== undefined && i === failAfter) throw new Error('the client went away')
      const chunk = randomBytes(chunkSize)
      hash.update(chunk)
      yield chunk
    }
  }
  return { body: Readable.from(chunks()), sha256: () => hash.digest('hex') }
}

/** What every storage driver must do: one suite, run against each driver. */
export function describeStorageContract(name: string, open: () => Promise<StorageUnderTest>) {
  describe(`${name} storage`, () => {
    let subject: StorageUnderTest
    let storage: ObjectStorage
    beforeAll(async () => {
      subject = await open()
      storage = subject.storage
    })
    afterAll(async () => {
      await storage?.close()
      await subject?.close()
    })
    const id = () => `obj-${randomUUID()}`

    it('streams an object in and out, with its size and SHA-256', async () => {
      const bytes = randomBytes(300_000)
      const key = id()
      const written = await storage.put(key, Readable.from([bytes]), { contentType: 'application/pdf' })
      expect(written).toEqual({
        id: key,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      })
      const read = await storage.get(key)
      expect(read?.size).toBe(bytes.length)
      expect((await buffer(read!.body)).equals(bytes)).toBe(true)
      expect(await storage.head(key)).toEqual({ size: bytes.length })
    })

    it('reads a byte range, with the size of the whole object', async () => {
      const bytes = randomBytes(100_000)
      const key = id()
      await storage.put(key, Readable.from([bytes]))
      const read = await storage.get(key, { start: 1000, end: 1999 })
      expect(read?.size).toBe(bytes.length)
      expect(read?.range).toEqual({ start: 1000, end: 1999 })
      expect((await buffer(read!.body)).equals(bytes.subarray(1000, 2000))).toBe(true)
      const tail = await storage.get(key, { start: bytes.length - 10, end: bytes.length - 1 })
      expect((await buffer(tail!.body)).equals(bytes.subarray(bytes.length - 10))).toBe(true)
    })

    it('streams a large object of many parts', async () => {
      const key = id()
      const generated = generatedBody(20, 1024 * 1024) // 20 MiB, over several S3 parts
      const written = await storage.put(key, generated.body)
      expect(written.size).toBe(20 * 1024 * 1024)
      expect(written.sha256).toBe(generated.sha256())
      const read = await storage.get(key)
      const hash = createHash('sha256')
      for await (const chunk of read!.body) hash.update(chunk as Buffer)
      expect(hash.digest('hex')).toBe(written.sha256)
    })

    it('answers null for a missing object, and deletes idempotently', async () => {
      const key = id()
      expect(await storage.get(key)).toBeNull()
      expect(await storage.head(key)).toBeNull()
      await storage.put(key, Readable.from([Buffer.from('x')]))
      await storage.delete(key)
      await storage.delete(key)
      expect(await storage.head(key)).toBeNull()
    })

    it('replaces an object written again under the same id', async () => {
      const key = id()
      await storage.put(key, Readable.from([Buffer.from('first')]))
      await storage.put(key, Readable.from([Buffer.from('second!')]))
      const read = await storage.get(key)
      expect((await buffer(read!.body)).toString()).toBe('second!')
    })

    it('leaves nothing under the id when the body fails midway', async () => {
      const key = id()
      const failing = generatedBody(12, 1024 * 1024, 10) // fails after 10 MiB, past the first S3 part
      await expect(storage.put(key, failing.body)).rejects.toThrow(/went away/)
      expect(await storage.head(key)).toBeNull()
      expect(await storage.sweepPartial(0)).toBeGreaterThanOrEqual(0)
    })

    it('refuses ids that could name a path or another key', async () => {
      for (const bad of ['../escape', 'a/b', '', '.hidden', 'tên-tệp', 'x'.repeat(201)]) {
        await expect(storage.put(bad, Readable.from([Buffer.from('x')])), bad).rejects.toThrow(
          /Invalid object id/,
        )
      }
    })
  })
}
