import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'

export interface RunningS3 {
  /** `http://127.0.0.1:<port>`, for `S3_ENDPOINT` (path-style addressing). */
  endpoint: string
  /** The bucket created at start. */
  bucket: string
  /** s3rver accepts any key pair; these are what its documentation uses. */
  accessKeyId: string
  secretAccessKey: string
  region: string
  close(): Promise<void>
}

/**
 * An S3-compatible server on a free loopback port (s3rver, files in a temporary folder) with one empty bucket:
 * the fake of the third party behind the kit's S3 storage driver (AWS S3, MinIO, Ceph RGW, R2 in production).
 */
export async function startS3(options: { bucket?: string } = {}): Promise<RunningS3> {
  const bucket = options.bucket ?? 'unikit-test'
  const directory = await mkdtemp(join(tmpdir(), 'unikit-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const address = (await server.run()) as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
    close: async () => {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
