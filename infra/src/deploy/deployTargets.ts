import { erasureServices, type ServiceName, serviceNames } from '../services.ts'

/** Every service listens here in its container or pod (nginx.conf: `<service>.internal:8080`). */
export const SERVICE_PORT = 8080

/** Instances per service unless the operator says otherwise (compose: `<SERVICE>_REPLICAS`). */
export const DEFAULT_REPLICAS = 2

/** The bucket every service's files go to, each under its own prefix (`<service>/`). */
export const FILES_BUCKET = 'unikit-files'

/** Settings that are secrets: never in a committed file, always given by reference. */
export const SECRET_SETTINGS = [
  'DATABASE_URL',
  'INTERNAL_TOKEN',
  'REDIS_URL',
  'SMTP_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

/** Settings every service gets in production beside the secrets (per-service ones: services/<name>/README.md). */
export const sharedSettings = {
  NODE_ENV: 'production',
  HOST: '0.0.0.0',
  PORT: String(SERVICE_PORT),
  LOG_LEVEL: 'info',
  // Load balancers take the instance out (readiness 503) before it stops listening.
  SHUTDOWN_DRAIN_MS: '5000',
  SHUTDOWN_TIMEOUT_MS: '10000',
  STORAGE_DRIVER: 's3',
  S3_BUCKET: FILES_BUCKET,
} as const

/** The image of a service, or `web` for the static front. */
export const imageName = (name: ServiceName | 'web') => `unikit/${name}`

export { erasureServices, type ServiceName, serviceNames }
