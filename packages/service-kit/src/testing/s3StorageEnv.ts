import type { RunningS3 } from '@unikit/test-fakes'

/** The settings that point a service's storage at a fake S3 server, as its environment would. */
export function s3StorageEnv(s3: RunningS3): Record<string, string> {
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  }
}
