import type { BaseConfig } from '../config/baseConfigSchema.ts'
import { localStorage } from './localStorage.ts'
import type { ObjectStorage } from './ObjectStorage.ts'
import { s3Storage } from './s3Storage.ts'

/** The driver the settings choose: local disk under FILES_DIR, or the S3 bucket (STORAGE_DRIVER=s3). */
export function createStorage(config: BaseConfig): ObjectStorage {
  if (config.STORAGE_DRIVER === 'local') return localStorage(config.FILES_DIR)
  return s3Storage({
    bucket: config.S3_BUCKET ?? '',
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  })
}
