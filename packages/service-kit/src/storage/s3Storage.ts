import type { Readable } from 'node:stream'
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { hashingStream } from './hashingStream.ts'
import { assertObjectId, type ByteRange, type ObjectStorage } from './ObjectStorage.ts'

export interface S3StorageOptions {
  bucket: string
  /** e.g. `http://minio:9000`; unset means AWS S3 itself. */
  endpoint?: string | undefined
  region: string
  /** Unset: the SDK's own chain (environment, instance role...). */
  accessKeyId?: string | undefined
  secretAccessKey?: string | undefined
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (MinIO, Ceph RGW, s3rver). */
  forcePathStyle: boolean
  /** Prepended to every id, so services can share a bucket: `orders/`. */
  prefix: string
}

/** Parts buffered per upload: 5 MiB (the S3 minimum), one in flight, so an upload holds about 10 MiB of parts. */
const PART_SIZE = 5 * 1024 * 1024

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, Cloudflare R2). Writes stream through a
 * multipart upload that is aborted when the body fails (too large, cut off), so no partial object appears.
 * Checksums are sent only where S3 requires them: several S3-compatible servers reject the SDK's default
 * trailing checksums on streamed bodies.
 */
export function s3Storage(options: S3StorageOptions): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  })
  const Bucket = options.bucket
  const keyOf = (id: string) => {
    assertObjectId(id)
    return `${options.prefix}${id}`
  }

  return {
    driver: 's3',
    async put(id, body: Readable, putOptions = {}) {
      const Key = keyOf(id)
      const hashing = hashingStream()
      let bodyError: Error | undefined
      body.on('error', (error) => {
        bodyError = error
        hashing.stream.destroy(error)
      })
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: body.pipe(hashing.stream), ContentType: putOptions.contentType },
        partSize: PART_SIZE,
        queueSize: 1,
        leavePartsOnError: false,
      })
      try {
        await upload.done()
      } catch (error) {
        // The body's own failure (too large, cut off) is the news, not a failed abort that followed it.
        throw bodyError ?? error
      }
      return { id, size: hashing.size, sha256: hashing.sha256() }
    },
    async get(id, range?: ByteRange) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(id),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        )
        const total = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1]
        const size = total ? Number(total) : Number(object.ContentLength ?? 0)
        return { body: object.Body as Readable, size, ...(range ? { range } : {}) }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async head(id) {
      try {
        const object = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(id) }))
        return { size: Number(object.ContentLength ?? 0) }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async delete(id) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(id) }))
    },
    async sweepPartial(olderThanMs) {
      // A crash mid-upload leaves parts that cost money but never show as an object. A bucket lifecycle rule
      // (AbortIncompleteMultipartUpload, docs/OPERATIONS.md) is the main cleanup; this covers stores without one.
      try {
        const listed = await client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: options.prefix }))
        let aborted = 0
        for (const upload of listed.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated) continue
          if (Date.now() - upload.Initiated.getTime() <= olderThanMs) continue
          await client.send(
            new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }),
          )
          aborted++
        }
        return aborted
      } catch {
        return 0 // not every S3-compatible server lists uploads
      }
    },
    async close() {
      client.destroy()
    },
  }
}

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return (
    failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404
  )
}
