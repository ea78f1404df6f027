/**
 * The protections every Unikit response carries, in one place for the services, the development gateway and
 * the generated production nginx.conf, so the three cannot drift apart (docs/decisions/0601-one-definition-of-the-security-headers.md).
 */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
}

/**
 * HSTS, sent only on an answer that went over HTTPS (docs/decisions/0729-tls-at-the-edge.md): over plain HTTP it
 * means nothing to a browser, and the development gateway on `http://localhost` must never pin a host to HTTPS.
 */
export const strictTransportSecurity = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
} as const

/** An API answer loads nothing, runs nothing and may not be framed. */
export const apiContentSecurityPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * The pages' CSP: everything from our own origin, plus the origins remotes.json points at, so a remote released
 * to a CDN still loads while injected third-party scripts do not. No inline script anywhere.
 */
export function pageContentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const remotes = [...new Set(remoteOrigins)]
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/**
 * The largest request body the edge passes on (docs/decisions/0605-oversized-bodies-answer-413-at-the-edge.md):
 * a multipart upload carries a file of up to 40 MB and its form fields; anything else is JSON of at most 1 MiB,
 * as every service reads. The gateway and the rendered nginx configs both refuse more with the same 413 body.
 */
export const bodyLimits = { upload: 41 * 1024 * 1024, other: 1024 * 1024 } as const
export const payloadTooLargeBody =
  '{"error":{"code":"PAYLOAD_TOO_LARGE","message":"The request is too large: files up to 40 MB, other requests up to 1 MB"}}'

/**
 * A `%` escape that is not two hex digits, or escapes that decode to invalid UTF-8, in the path or the query
 * (docs/decisions/0728-every-url-gets-a-coded-answer.md). The gateway, nginx's services and the kit answer it alike.
 */
export const malformedUrlBody =
  '{"error":{"code":"MALFORMED_URL","message":"The address has a malformed percent-escape: encode each character of the query with encodeURIComponent"}}'

/** True when `url` (path and query as sent) holds a `%` escape that does not decode to UTF-8. */
export function isMalformedUrl(url: string): boolean {
  if (!url.includes('%')) return false
  try {
    decodeURIComponent(url)
    return false
  } catch {
    return true
  }
}
