import type { ServiceName } from './services.ts'

export interface PublicRoute {
  prefix: string
  service: ServiceName
  /** Served by the local gateway only, never by production's reverse proxy (the development outbox). */
  devOnly?: true
}

/**
 * Which service owns which public path (docs/product/platform.md#routes). The gateway forwards a request unchanged to the
 * service whose prefix is the longest match on a path-segment boundary; production's reverse proxy uses the
 * same table (see infra/deploy) less the `devOnly` routes. Paths under `/internal` are never listed: they stay
 * service-to-service.
 */
export const publicRoutes: readonly PublicRoute[] = [
  { prefix: '/api/private/login', service: 'accounts' },
  { prefix: '/api/private/signup', service: 'accounts' },
  { prefix: '/api/private/signup_social', service: 'accounts' },
  { prefix: '/api/private/me', service: 'accounts' },
  { prefix: '/api/private/reset_password', service: 'accounts' },
  { prefix: '/api/private/u', service: 'accounts' },
  { prefix: '/api/private/accounts', service: 'accounts' },
  { prefix: '/api/private/notification', service: 'accounts' },
  { prefix: '/api/private/wallet', service: 'accounts' },
  { prefix: '/api/mobile/user', service: 'accounts' },
  { prefix: '/api/dev/mail', service: 'accounts', devOnly: true },
  { prefix: '/api/private/order', service: 'orders' },
  { prefix: '/api/private/orders', service: 'orders' },
  { prefix: '/api/private/file', service: 'orders' },
  { prefix: '/api/private/blog', service: 'orders' },
  { prefix: '/api/private/drive', service: 'drive' },
  { prefix: '/api/private/teacher', service: 'teachers' },
  { prefix: '/api/private/teachers', service: 'teachers' },
  { prefix: '/api/private/course', service: 'teachers' },
  { prefix: '/api/private/gifts', service: 'gifts' },
  { prefix: '/gift', service: 'gifts' },
  { prefix: '/api/public', service: 'cite' },
  { prefix: '/api/private/cite', service: 'cite' },
]

/**
 * The only paths that take a multipart upload (a 40 MB file and its fields, `bodyLimits.upload`); every other
 * request body is held to `bodyLimits.other` (1 MiB) by the gateway, nginx and the Ingress alike
 * (docs/decisions/0605-oversized-bodies-answer-413-at-the-edge.md). `uploadPaths.test.ts` checks the list against
 * the services' own routes.
 */
export const uploadPaths: readonly string[] = [
  '/api/private/file/upload',
  '/api/private/drive/create',
  '/api/private/teacher/staff/teacher/avatar',
]

/** The largest body the edge passes on to `path` (without its query string). */
export function bodyLimitFor(path: string, limits: { upload: number; other: number }): number {
  return uploadPaths.includes(path) ? limits.upload : limits.other
}

/** The service owning `path` (without its query string), or null when no prefix matches. */
export function serviceForPath(path: string): ServiceName | null {
  let best: { prefix: string; service: ServiceName } | null = null
  for (const route of publicRoutes) {
    const matches = path === route.prefix || path.startsWith(`${route.prefix}/`)
    if (matches && (!best || route.prefix.length > best.prefix.length)) best = route
  }
  return best?.service ?? null
}
