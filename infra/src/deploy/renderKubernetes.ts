import { bodyLimits } from '@unikit/config/security-headers'
import { stringify } from 'yaml'
import { publicRoutes, serviceForPath, uploadPaths } from '../routes.ts'
import {
  DEFAULT_REPLICAS,
  erasureServices,
  imageName,
  SECRET_SETTINGS,
  SERVICE_PORT,
  type ServiceName,
  serviceNames,
  sharedSettings,
} from './deployTargets.ts'

type Manifest = Record<string, unknown> & {
  apiVersion: string
  kind: string
  metadata: { name: string } & Record<string, unknown>
}

const NAMESPACE = 'unikit'
const CONFIG = 'unikit-config'
/** Created by the operator, never committed (docs/OPERATIONS.md lists its keys). */
export const SECRET = 'unikit-secrets'
const labels = (name: string) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'unikit' })
const meta = (name: string) => ({ name, namespace: NAMESPACE, labels: labels(name) })
const probe = (path: string, periodSeconds: number, failureThreshold: number) => ({
  httpGet: { path, port: 'http' },
  periodSeconds,
  failureThreshold,
  timeoutSeconds: 2,
})
const restricted = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
}

/** A Deployment, Service, HorizontalPodAutoscaler and PodDisruptionBudget: how each part of Unikit runs. */
function workload(
  name: ServiceName | 'web',
  container: Record<string, unknown>,
  pod: Record<string, unknown> = {},
) {
  const selector = { matchLabels: labels(name) }
  return [
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: meta(name),
      spec: {
        replicas: DEFAULT_REPLICAS,
        selector,
        // A new pod must be ready before an old one goes: a release never drops below the current capacity.
        strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
        template: {
          metadata: { labels: labels(name) },
          spec: {
            securityContext: { runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } },
            containers: [
              {
                name,
                image: `${imageName(name)}:latest`,
                ports: [{ name: 'http', containerPort: SERVICE_PORT }],
                securityContext: restricted,
                ...container,
              },
            ],
            ...pod,
          },
        },
      },
    },
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: meta(name),
      spec: { selector: labels(name), ports: [{ name: 'http', port: SERVICE_PORT, targetPort: 'http' }] },
    },
    {
      apiVersion: 'autoscaling/v2',
      kind: 'HorizontalPodAutoscaler',
      metadata: meta(name),
      spec: {
        scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
        minReplicas: DEFAULT_REPLICAS,
        maxReplicas: 8,
        metrics: [
          {
            type: 'Resource',
            resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
          },
        ],
      },
    },
    {
      apiVersion: 'policy/v1',
      kind: 'PodDisruptionBudget',
      metadata: meta(name),
      spec: { minAvailable: 1, selector },
    },
  ] as Manifest[]
}

function serviceWorkload(name: ServiceName): Manifest[] {
  const secretEnv = SECRET_SETTINGS.map((key) => ({
    name: key,
    valueFrom: {
      secretKeyRef: { name: SECRET, key, optional: !['DATABASE_URL', 'INTERNAL_TOKEN'].includes(key) },
    },
  }))
  return workload(
    name,
    {
      envFrom: [{ configMapRef: { name: CONFIG } }],
      env: [{ name: 'S3_PREFIX', value: `${name}/` }, ...secretEnv],
      // /healthz: the process answers (restart it if not). /readyz: migrated, database reachable, not draining.
      startupProbe: probe('/healthz', 5, 60),
      livenessProbe: probe('/healthz', 10, 3),
      readinessProbe: probe('/readyz', 5, 2),
      resources: { requests: { cpu: '100m', memory: '192Mi' }, limits: { memory: '512Mi' } },
      volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
    },
    {
      // SHUTDOWN_DRAIN_MS (5 s) + SHUTDOWN_TIMEOUT_MS (10 s), with room to spare.
      terminationGracePeriodSeconds: 30,
      volumes: [{ name: 'tmp', emptyDir: {} }],
      // Prometheus scrapes each pod's /metrics directly; no Ingress rule ever reaches it.
    },
  ).map((manifest) =>
    manifest.kind === 'Deployment'
      ? withPodAnnotations(manifest, {
          'prometheus.io/scrape': 'true',
          'prometheus.io/port': String(SERVICE_PORT),
          'prometheus.io/path': '/metrics',
        })
      : manifest,
  )
}

function withPodAnnotations(deployment: Manifest, annotations: Record<string, string>): Manifest {
  const spec = deployment.spec as { template: { metadata: Record<string, unknown> } }
  spec.template.metadata.annotations = annotations
  return deployment
}

function webWorkload(): Manifest[] {
  return workload(
    'web',
    {
      livenessProbe: probe('/remotes.json', 10, 3),
      readinessProbe: probe('/remotes.json', 5, 2),
      resources: { requests: { cpu: '50m', memory: '32Mi' }, limits: { memory: '128Mi' } },
      volumeMounts: [
        { name: 'tmp', mountPath: '/tmp' },
        // A release of a remote edits remotes.json only: kept in a ConfigMap, changed without a new image. The
        // whole folder is mounted (a subPath mount would never see an edit).
        { name: 'remotes', mountPath: '/srv/unikit/remotes', readOnly: true },
      ],
    },
    {
      volumes: [
        { name: 'tmp', emptyDir: {} },
        { name: 'remotes', configMap: { name: 'unikit-remotes' } },
      ],
    },
  )
}

/** The site's host in the base; the production overlay replaces it (with the certificate's host). */
const HOST = 'unikit.example'
/** The Secret cert-manager keeps the site's certificate in. */
export const TLS_SECRET = 'unikit-tls'

/**
 * The Ingresses: the route table's public prefixes to their services (as nginx.conf has them), the rest to `web`.
 * TLS ends here, with a certificate cert-manager obtains and renews, and plain HTTP is redirected; HSTS is the
 * controller's, on HTTPS answers only (docs/decisions/0729-tls-at-the-edge.md). A body limit is an annotation of a
 * whole Ingress, so the upload routes have their own at 41 MiB and every other route takes 1 MiB
 * (docs/decisions/0605-oversized-bodies-answer-413-at-the-edge.md).
 */
export function ingresses(): Manifest[] {
  const backend = (name: string) => ({ service: { name, port: { number: SERVICE_PORT } } })
  const paths = publicRoutes
    .filter((route) => !route.devOnly)
    .map((route) => ({ path: route.prefix, pathType: 'Prefix', backend: backend(route.service) }))
  const uploads = uploadPaths.map((path) => ({
    path,
    pathType: 'Exact',
    backend: backend(serviceForPath(path) ?? 'web'),
  }))
  const mebibytes = (bytes: number) => `${bytes / 1024 / 1024}m`
  const ingress = (name: string, bodyLimit: number, routes: unknown[], streamed: boolean): Manifest => ({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: {
      ...meta(name),
      annotations: {
        'cert-manager.io/cluster-issuer': 'letsencrypt',
        'nginx.ingress.kubernetes.io/ssl-redirect': 'true',
        'nginx.ingress.kubernetes.io/force-ssl-redirect': 'true',
        'nginx.ingress.kubernetes.io/proxy-body-size': mebibytes(bodyLimit),
        'nginx.ingress.kubernetes.io/proxy-read-timeout': '120',
        // Uploads stream through (40 MB files); small bodies are buffered, so a chunked one is counted whole.
        ...(streamed ? { 'nginx.ingress.kubernetes.io/proxy-request-buffering': 'off' } : {}),
      },
    },
    spec: {
      ingressClassName: 'nginx',
      tls: [{ hosts: [HOST], secretName: TLS_SECRET }],
      rules: [{ host: HOST, http: { paths: routes } }],
    },
  })
  return [
    ingress(
      'unikit',
      bodyLimits.other,
      [...paths, { path: '/', pathType: 'Prefix', backend: backend('web') }],
      false,
    ),
    ingress('unikit-uploads', bodyLimits.upload, uploads, true),
  ]
}

function configMap(): Manifest {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: meta(CONFIG),
    data: {
      ...sharedSettings,
      ACCOUNTS_URL: `http://accounts:${SERVICE_PORT}`,
      // The teachers service sends the course list to the archive (docs/decisions/0763-one-course-list.md).
      DRIVE_URL: `http://drive:${SERVICE_PORT}`,
      ERASURE_SERVICES: erasureServices((other) => `http://${other}:${SERVICE_PORT}`),
      // The pod network the Ingress controller connects from: set it to your cluster's pod CIDR (overlay).
      TRUST_PROXY: '10.0.0.0/8',
      PUBLIC_ORIGIN: 'https://unikit.example',
      PUBLIC_URL: 'https://unikit.example',
    },
  }
}

function remotesConfigMap(): Manifest {
  const entries = ['landing', 'citation', 'archive', 'orders', 'feedback'].map((name) => [
    name,
    `/mf/${name}/mf-manifest.json`,
  ])
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: meta('unikit-remotes'),
    data: { 'remotes.json': `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n` },
  }
}

const header =
  '# Generated by `pnpm --filter @unikit/infra deploy:render` from infra/src/deploy/renderKubernetes.ts.\n'
const toYaml = (manifests: Manifest[]) =>
  header + manifests.map((manifest) => stringify(manifest, { lineWidth: 0, version: '1.1' })).join('---\n')

/** Every manifest of the base, by file name (infra/deploy/kubernetes/base/). */
export function kubernetesManifests(): Record<string, Manifest[]> {
  return {
    'namespace.yaml': [
      { apiVersion: 'v1', kind: 'Namespace', metadata: { name: NAMESPACE, labels: labels(NAMESPACE) } },
    ],
    'config.yaml': [configMap(), remotesConfigMap()],
    ...Object.fromEntries(serviceNames.map((name) => [`${name}.yaml`, serviceWorkload(name)])),
    'web.yaml': webWorkload(),
    'ingress.yaml': ingresses(),
  }
}

/** The base's files as written: the manifests, and a kustomization listing them. */
export function renderKubernetes(): Record<string, string> {
  const manifests = kubernetesManifests()
  const files = Object.fromEntries(Object.entries(manifests).map(([file, list]) => [file, toYaml(list)]))
  files['kustomization.yaml'] =
    header +
    stringify({
      apiVersion: 'kustomize.config.k8s.io/v1beta1',
      kind: 'Kustomization',
      namespace: NAMESPACE,
      resources: Object.keys(manifests),
    })
  return files
}
