import { type Static, Type } from 'typebox'

export interface ConfigDefaults {
  port: number
  schema: string
  dataDir: string
  outboxDir: string
  filesDir: string
  storagePrefix: string
}

/**
 * The settings every service reads from its environment. Keys are the environment variable names, so
 * `app.config.PORT` is `PORT`. The per-service defaults (port, schema, data folder) are filled in by the kit.
 */
export function baseConfigSchema(defaults: ConfigDefaults) {
  return Type.Object({
    NODE_ENV: Type.Enum(['development', 'test', 'production'], { default: 'development' }),
    HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
    PORT: Type.Integer({ minimum: 0, maximum: 65535, default: defaults.port }),
    LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { default: 'info' }),
    /** A PostgreSQL URL; when unset the service uses embedded PGlite under DATA_DIR. */
    DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
    /** The PostgreSQL schema the service owns (its tables and its migration table live there). */
    DATABASE_SCHEMA: Type.String({ pattern: '^[a-z_][a-z0-9_]{0,62}$', default: defaults.schema }),
    DATABASE_POOL_MAX: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
    /** PGlite's data folder; `memory://` keeps the database in memory (tests). */
    DATA_DIR: Type.String({ minLength: 1, default: defaults.dataDir }),
    SEED_DEMO: Type.Boolean({ default: false }),
    /** Comma-separated browser origins allowed by CORS; empty (the default) sends no CORS headers. */
    CORS_ORIGINS: Type.String({ default: '' }),
    /**
     * Which proxies may set X-Forwarded-For: `loopback` (the local gateway), `false`, `true` or addresses. In
     * production, the reverse proxy's address (docs/OPERATIONS.md): nginx runs on another host.
     */
    TRUST_PROXY: Type.String({ default: 'loopback' }),
    /** smtp:// or smtps:// URL; when unset, mail goes to the development outbox. */
    SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
    MAIL_FROM: Type.String({ minLength: 3, default: 'Unikit <no-reply@unikit.local>' }),
    OUTBOX_DIR: Type.String({ minLength: 1, default: defaults.outboxDir }),
    /** How often each instance's mail sender looks for due mail; a new mail wakes it at once. */
    MAIL_SEND_INTERVAL_MS: Type.Integer({ minimum: 10, default: 1000 }),
    /** Tries before a mail is marked failed (it then waits for a resend from staff or `admin mail resend`). */
    MAIL_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
    /** The first retry's delay; each further one doubles, up to MAIL_RETRY_MAX_MS. */
    MAIL_RETRY_BASE_MS: Type.Integer({ minimum: 10, default: 5000 }),
    MAIL_RETRY_MAX_MS: Type.Integer({ minimum: 10, default: 15 * 60_000 }),
    /**
     * How long a sender holds a mail it is sending; after a crash the mail waits this long, then another sender
     * (or the restarted one) takes it. Longer than one SMTP conversation (the transport's time-outs end it in 30 s).
     */
    MAIL_LEASE_MS: Type.Integer({ minimum: 1000, default: 60_000 }),
    /** Sent mail is kept this long (support can see what left), then purged. */
    MAIL_RETENTION_DAYS: Type.Integer({ minimum: 1, default: 30 }),
    /**
     * How often each instance's notice sender hands due notices to the accounts inbox (a new notice also wakes
     * it); a failed delivery is retried after NOTICE_RETRY_BASE_MS, doubling up to NOTICE_RETRY_MAX_MS, never given up.
     */
    NOTICE_SEND_INTERVAL_MS: Type.Integer({ minimum: 10, default: 2000 }),
    NOTICE_RETRY_BASE_MS: Type.Integer({ minimum: 10, default: 5000 }),
    NOTICE_RETRY_MAX_MS: Type.Integer({ minimum: 10, default: 15 * 60_000 }),
    /** How often each instance's job runner looks for due background jobs; a new job wakes it at once. */
    JOBS_INTERVAL_MS: Type.Integer({ minimum: 10, default: 1000 }),
    /** Jobs one instance runs at once (one lane each); 0 runs none (a command that only adds jobs). */
    JOBS_CONCURRENCY: Type.Integer({ minimum: 0, maximum: 32, default: 2 }),
    /** How long a runner holds a job before another may take it; a long job keeps its lease alive as it goes. */
    JOBS_LEASE_MS: Type.Integer({ minimum: 1000, default: 120_000 }),
    /** How long in-flight requests may take to finish on shutdown before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: Type.Integer({ minimum: 0, default: 10_000 }),
    /** Where the accounts service answers `/internal/sessions/introspect` (the runner sets it). */
    ACCOUNTS_URL: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:4101' }),
    /**
     * The shared secret of service-to-service calls: sent as `x-internal-token` by the kit's clients and
     * required on every `/internal/*` route when set. Required in production.
     */
    INTERNAL_TOKEN: Type.Optional(Type.String({ minLength: 32, maxLength: 512 })),
    /** A second token `/internal/*` accepts, only while INTERNAL_TOKEN is rotated (docs/OPERATIONS.md). */
    INTERNAL_TOKEN_ACCEPT: Type.Optional(Type.String({ minLength: 32, maxLength: 512 })),
    /** How long a verified bearer token is trusted without asking accounts again (at most 10 s). */
    AUTH_CACHE_TTL_MS: Type.Integer({ minimum: 0, maximum: 10_000, default: 5000 }),
    /**
     * On SIGTERM, how long the service keeps answering (with `/readyz` at 503 and `Connection: close`) before it
     * stops listening, so load balancers move new work elsewhere first. 0 stops at once (development).
     */
    SHUTDOWN_DRAIN_MS: Type.Integer({ minimum: 0, maximum: 120_000, default: 0 }),
    /** `redis://` or `rediss://`: rate limits shared by every instance. Unset: counted in each process's memory. */
    REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
    /** Where stored files go: `local` disk under FILES_DIR, or an S3-compatible bucket (`s3`, with S3_BUCKET). */
    STORAGE_DRIVER: Type.Enum(['local', 's3'], { default: 'local' }),
    FILES_DIR: Type.String({ minLength: 1, default: defaults.filesDir }),
    /** e.g. `http://minio:9000`; unset means AWS S3. */
    S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
    S3_REGION: Type.String({ minLength: 1, default: 'us-east-1' }),
    S3_BUCKET: Type.Optional(Type.String({ minLength: 3, maxLength: 63 })),
    /** Unset: the SDK's own credential chain (environment, instance role). */
    S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
    S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
    /** Path-style URLs (`http://host/bucket/key`): MinIO and Ceph RGW usually want it. */
    S3_FORCE_PATH_STYLE: Type.Boolean({ default: false }),
    /** Prepended to every object key, so services can share one bucket. */
    S3_PREFIX: Type.String({ pattern: '^([A-Za-z0-9._-]+/)*$', default: defaults.storagePrefix }),
    /** A pending upload older than this has died with its process: the sweep deletes its object. */
    STORAGE_ORPHAN_GRACE_MS: Type.Integer({ minimum: 0, default: 3_600_000 }),
    /** How often each instance sweeps abandoned and discarded objects; 0 turns the timer off. */
    STORAGE_SWEEP_INTERVAL_MS: Type.Integer({ minimum: 0, default: 300_000 }),
  })
}

export type BaseConfig = Static<ReturnType<typeof baseConfigSchema>>
