import { stringify } from 'yaml'
import {
  DEFAULT_REPLICAS,
  erasureServices,
  FILES_BUCKET,
  imageName,
  SERVICE_PORT,
  type ServiceName,
  serviceNames,
  sharedSettings,
} from './deployTargets.ts'

/** nginx's fixed address on the compose network: the one address services trust for X-Forwarded-For. */
const NGINX_ADDRESS = '10.89.0.2'
const SUBNET = '10.89.0.0/24'

const required = (name: string) => `\${${name}:?set ${name} in infra/deploy/.env (see docs/OPERATIONS.md)}`
const healthy = { condition: 'service_healthy' } as const

function serviceEntry(name: ServiceName) {
  const replicas = `${name.toUpperCase()}_REPLICAS`
  return {
    build: {
      context: '../..',
      dockerfile: 'infra/deploy/docker/service.Dockerfile',
      args: { SERVICE: name },
    },
    image: `${imageName(name)}:\${UNIKIT_TAG:-latest}`,
    restart: 'unless-stopped',
    environment: {
      ...sharedSettings,
      TRUST_PROXY: NGINX_ADDRESS,
      DATABASE_URL: `postgres://unikit:${required('POSTGRES_PASSWORD')}@postgres:5432/unikit`,
      INTERNAL_TOKEN: required('INTERNAL_TOKEN'),
      REDIS_URL: 'redis://valkey:6379',
      SMTP_URL: required('SMTP_URL'),
      ACCOUNTS_URL: `http://accounts.internal:${SERVICE_PORT}`,
      // The teachers service sends the course list to the archive (docs/decisions/0763-one-course-list.md).
      DRIVE_URL: `http://drive.internal:${SERVICE_PORT}`,
      ERASURE_SERVICES: erasureServices((other) => `http://${other}.internal:${SERVICE_PORT}`),
      PUBLIC_ORIGIN: required('PUBLIC_ORIGIN'),
      PUBLIC_URL: required('PUBLIC_ORIGIN'),
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: required('MINIO_ROOT_USER'),
      S3_SECRET_ACCESS_KEY: required('MINIO_ROOT_PASSWORD'),
    },
    deploy: { replicas: `\${${replicas}:-${DEFAULT_REPLICAS}}` },
    // Drain (5 s) and in-flight requests (10 s) fit before Docker sends SIGKILL.
    stop_grace_period: '20s',
    depends_on: {
      postgres: healthy,
      valkey: healthy,
      'minio-init': { condition: 'service_completed_successfully' },
    },
    networks: { unikit: { aliases: [`${name}.internal`] } },
  }
}

/**
 * The whole platform on one host with Docker Compose: nginx (the generated nginx.conf) in front of every service
 * (replicas per service: `ACCOUNTS_REPLICAS=3 docker compose up -d`), PostgreSQL 17, Valkey for shared rate
 * limits, MinIO for files, named volumes, and a start order gated on health checks.
 */
export function renderCompose(): string {
  const services: Record<string, unknown> = {
    postgres: {
      image: 'postgres:17-alpine',
      restart: 'unless-stopped',
      environment: {
        POSTGRES_USER: 'unikit',
        POSTGRES_DB: 'unikit',
        POSTGRES_PASSWORD: required('POSTGRES_PASSWORD'),
      },
      volumes: ['pgdata:/var/lib/postgresql/data'],
      healthcheck: {
        test: ['CMD', 'pg_isready', '-U', 'unikit', '-d', 'unikit'],
        interval: '5s',
        timeout: '3s',
        retries: 20,
      },
      networks: ['unikit'],
    },
    valkey: {
      image: 'valkey/valkey:8-alpine',
      restart: 'unless-stopped',
      // Counters of rate limits only: nothing to keep across a restart.
      command: ['valkey-server', '--save', '', '--appendonly', 'no'],
      healthcheck: { test: ['CMD', 'valkey-cli', 'ping'], interval: '5s', timeout: '3s', retries: 20 },
      networks: ['unikit'],
    },
    minio: {
      // Pin a RELEASE tag in production; MinIO removes multipart uploads left incomplete for 24 h by itself.
      image: 'minio/minio:latest',
      restart: 'unless-stopped',
      command: ['server', '/data', '--console-address', ':9001'],
      environment: {
        MINIO_ROOT_USER: required('MINIO_ROOT_USER'),
        MINIO_ROOT_PASSWORD: required('MINIO_ROOT_PASSWORD'),
      },
      volumes: ['miniodata:/data'],
      healthcheck: { test: ['CMD', 'mc', 'ready', 'local'], interval: '5s', timeout: '3s', retries: 20 },
      networks: ['unikit'],
    },
    'minio-init': {
      image: 'minio/mc:latest',
      depends_on: { minio: healthy },
      environment: {
        MINIO_ROOT_USER: required('MINIO_ROOT_USER'),
        MINIO_ROOT_PASSWORD: required('MINIO_ROOT_PASSWORD'),
      },
      entrypoint: [
        '/bin/sh',
        '-c',
        `mc alias set local http://minio:9000 "$$MINIO_ROOT_USER" "$$MINIO_ROOT_PASSWORD" && mc mb --ignore-existing local/${FILES_BUCKET}`,
      ],
      restart: 'no',
      networks: ['unikit'],
    },
    ...Object.fromEntries(serviceNames.map((name) => [name, serviceEntry(name)])),
    nginx: {
      build: { context: '../..', dockerfile: 'infra/deploy/docker/web.Dockerfile' },
      image: `${imageName('web')}:\${UNIKIT_TAG:-latest}`,
      restart: 'unless-stopped',
      // HTTP only redirects to HTTPS, which serves everything (docs/decisions/0729-tls-at-the-edge.md).
      ports: ['80:8080', '443:8443'],
      // The full edge (static files and the API routes; the image alone serves static files), as the template the
      // image fills with UNIKIT_SERVER_NAME at start, and the certificates from a folder on the host.
      environment: { UNIKIT_SERVER_NAME: required('UNIKIT_SERVER_NAME') },
      volumes: [
        './nginx.conf:/etc/nginx/templates/default.conf.template:ro',
        `${required('UNIKIT_TLS_DIR')}:/etc/nginx/tls:ro`,
      ],
      depends_on: Object.fromEntries(serviceNames.map((name) => [name, healthy])),
      networks: { unikit: { ipv4_address: NGINX_ADDRESS } },
    },
  }
  // The project name comes from COMPOSE_PROJECT_NAME (.env): the schema the test validates against predates `name:`.
  const document = {
    services,
    volumes: { pgdata: {}, miniodata: {} },
    networks: { unikit: { ipam: { config: [{ subnet: SUBNET }] } } },
  }
  return `# Generated by \`pnpm --filter @unikit/infra deploy:render\` from infra/src/deploy/renderCompose.ts. Do not edit.
# One host: \`cd infra/deploy && cp .env.example .env\` (fill it in), then \`docker compose up -d --build\`.
${stringify(document, { lineWidth: 0, version: '1.1' })}`
}
