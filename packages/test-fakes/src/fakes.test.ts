import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningRedis, type RunningS3, startRedis, startS3 } from './index.ts'

describe('startRedis', () => {
  let redis: RunningRedis
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(() => redis?.close())

  it('runs a server that answers on its URL', async () => {
    const client = new Redis(redis.url)
    try {
      await client.set('k', 'v')
      expect(await client.get('k')).toBe('v')
    } finally {
      client.disconnect()
    }
  })

  it('names what is missing when there is no binary', async () => {
    await expect(startRedis({ bin: 'no-such-redis-server' })).rejects.toThrow(
      /no-such-redis-server was not found: install Redis or Valkey/,
    )
  })
})

describe('startS3', () => {
  let s3: RunningS3
  let client: S3Client
  beforeAll(async () => {
    s3 = await startS3()
    client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    })
  })
  afterAll(async () => {
    client?.destroy()
    await s3?.close()
  })

  it('stores and returns an object in its bucket', async () => {
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'a', Body: 'hello' }))
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'a' }))
    expect(await object.Body?.transformToString()).toBe('hello')
    await client.send(new CreateBucketCommand({ Bucket: 'another' }))
  })
})
