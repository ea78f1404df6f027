import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { startS3 } from '@unikit/test-fakes'
import { describe, expect, it } from 'vitest'
import { describeStorageContract, generatedBody } from './describeStorageContract.ts'
import { localStorage } from './localStorage.ts'
import { s3Storage } from './s3Storage.ts'

describeStorageContract('local', async () => {
  const root = await mkdtemp(join(tmpdir(), 'unikit-files-'))
  return { storage: localStorage(root), close: () => rm(root, { recursive: true, force: true }) }
})

describeStorageContract('s3', async () => {
  const s3 = await startS3()
  const storage = s3Storage({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
    prefix: 'test/',
  })
  return { storage, close: () => s3.close() }
})

describe('local storage on disk', () => {
  it('keeps no temporary file after a failed write, and sweeps those a crash left', async () => {
    const root = await mkdtemp(join(tmpdir(), 'unikit-files-'))
    try {
      const storage = localStorage(root)
      await expect(storage.put('a', generatedBody(3, 1000, 2).body)).rejects.toThrow()
      expect(await readdir(join(root, 'tmp'))).toEqual([])
      await storage.put('b', Readable.from([Buffer.from('b')]))
      expect(await readdir(join(root, 'tmp'))).toEqual([])
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})
