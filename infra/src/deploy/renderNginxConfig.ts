import {
  firstViewPageFile,
  firstViewPages,
  pageLocation,
  signedOutFirstViewPages,
} from '@unikit/config/first-views'
import {
  apiContentSecurityPolicy,
  baseSecurityHeaders,
  bodyLimits,
  malformedUrlBody,
  pageContentSecurityPolicy,
  payloadTooLargeBody,
  strictTransportSecurity,
} from '@unikit/config/security-headers'
import { SESSION_COOKIE } from '@unikit/config/session-cookie'
import { publicRoutes, serviceForPath, uploadPaths } from '../routes.ts'
import { type ServiceName, serviceNames } from '../services.ts'

/**
 * The production reverse proxy, rendered from the same route table the local gateway uses, so the two can
 * never disagree; development-only routes (the dev mail outbox) are left out and fall to the `/api/` 404.
 * Static files (shell, remotes, releases) come from one web root; services are upstreams.
 *
 * nginx is the edge: it replaces any X-Forwarded-For a client sends with the address that connected
 * (`$remote_addr`), and each service trusts that header from nginx's address only (TRUST_PROXY, see
 * docs/OPERATIONS.md), so rate limits and sign-in throttling see the visitor and a client cannot choose the
 * address they are counted under.
 */
/** `add_header` lines (always, so errors carry them too); nginx drops a server's add_header in a location with its own. */
const headerLines = (headers: Readonly<Record<string, string>>) =>
  Object.entries(headers)
    .map(([name, value]) => `\n    add_header ${name} "${value}" always;`)
    .join('')

/** What a page or a static file carries: the shared protections with the pages' CSP (and HSTS over HTTPS). */
const pageHeaders = (https: boolean) =>
  headerLines({
    ...baseSecurityHeaders,
    ...(https ? strictTransportSecurity : {}),
    'content-security-policy': pageContentSecurityPolicy([]),
  })
/** What an API answer nginx gives itself carries: as a service's own (docs/decisions/0601-...). */
const apiHeaders = (https: boolean) =>
  headerLines({
    ...baseSecurityHeaders,
    ...(https ? strictTransportSecurity : {}),
    'content-security-policy': apiContentSecurityPolicy,
  })

/** What is never served from the public origin: unknown API paths, service-to-service calls. */
export const closedLocations = (
  https: boolean,
) => `  location ^~ /api/ {${apiHeaders(https)} return 404 '{"error":{"code":"NOT_FOUND","message":"No such API route"}}'; }
  location ^~ /internal/ { return 404; }
`

/**
 * Whether a request carries the session cookie (docs/decisions/0761-signed-out-first-views-of-gated-pages.md): an
 * http-level map, before the server block, as a location cannot read a cookie whose name has a hyphen.
 */
export const sessionCookieMap = `map $http_cookie $unikit_session {
  "~(^|;)\\s*${SESSION_COOKIE}=[^;\\s]" "with-session";
  default "signed-out";
}
`

const firstViewLocation = (
  https: boolean,
  pathname: string,
  files: string[],
) => `  location ${pageLocation(pathname)} {${pageHeaders(https)}
    add_header Cache-Control "no-cache";
    try_files ${files.map((file) => `/${file}`).join(' ')} /index.html;
  }
`
/** A page's file for the request's session cookie: `…-signed-out.html` without one, `…-with-session.html` (none) with. */
const bySession = (pathname: string) =>
  firstViewPageFile(pathname, 'signed-out').replace(/signed-out\.html$/, '$unikit_session.html')

/**
 * The pages that come with their first view, as the web image composed them (docs/decisions/0624-first-views-in-the-page.md):
 * to a request without a session cookie the one that says so, and a gated page's only to such a request
 * (docs/decisions/0761-signed-out-first-views-of-gated-pages.md). With a cookie, the `-with-session` file tried first
 * does not exist.
 */
const firstViewLocations = (https: boolean) =>
  [
    ...Object.keys(firstViewPages).map((pathname) =>
      firstViewLocation(https, pathname, [bySession(pathname), firstViewPageFile(pathname)]),
    ),
    ...Object.keys(signedOutFirstViewPages).map((pathname) =>
      firstViewLocation(https, pathname, [bySession(pathname)]),
    ),
  ].join('')

/**
 * The shell, the remotes and `remotes.json` from the web root, with the gateway's cache rules and headers. A regex
 * holding `{` must be quoted, or nginx reads it as the block's start (`nginx -t` in edgeTls.test.ts).
 */
export const staticLocations = (
  https: boolean,
) => `  location = /remotes.json {${pageHeaders(https)} add_header Cache-Control "no-cache"; }
  location ~ (mf-manifest\\.json|remoteEntry\\.js)$ {${pageHeaders(https)} add_header Cache-Control "no-cache"; }
  location ~ "\\.[0-9a-f]{8,}\\.(js|css|png|jpe?g|gif|webp|avif|svg|woff2?)$" {${pageHeaders(https)}
    add_header Cache-Control "public, max-age=31536000, immutable";
  }
${firstViewLocations(https)}  location / {${pageHeaders(https)}
    add_header Cache-Control "no-cache";
    try_files $uri /index.html;
  }
`

/** Where the edge runs; the defaults are production's (compose), a test points them at its own stand-ins. */
export interface EdgeOptions {
  /** `host:port` of a service (default `<service>.internal:8080`). */
  upstream?: (service: ServiceName) => string
  /**
   * The site's host name. By default the placeholder the nginx image fills from the environment when it starts
   * (`UNIKIT_SERVER_NAME`, docs/OPERATIONS.md): the committed file is the image's template.
   */
  serverName?: string
  /** The ports nginx listens on in its container (the unprivileged image cannot bind below 1024). */
  httpPort?: number
  httpsPort?: number
  /** The HTTPS port browsers use, for the redirect: 443 unless a test publishes another. */
  publicHttpsPort?: number
  /** The mounted folder holding `fullchain.pem` and `privkey.pem`. */
  tlsDir?: string
  webRoot?: string
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: the nginx image's envsubst placeholder, not a template
export const SERVER_NAME_PLACEHOLDER = '${UNIKIT_SERVER_NAME}'

/** The edge's `server` blocks without the upstreams: plain HTTP redirects, HTTPS serves (docs/decisions/0729-tls-at-the-edge.md). */
export function renderNginxConfig(options: EdgeOptions = {}): string {
  const {
    upstream = (name: ServiceName) => `${name}.internal:8080`,
    serverName = SERVER_NAME_PLACEHOLDER,
    httpPort = 8080,
    httpsPort = 8443,
    publicHttpsPort = 443,
    tlsDir = '/etc/nginx/tls',
    webRoot = '/srv/unikit/www',
  } = options
  const upstreams = serviceNames.map(
    (name: ServiceName) => `upstream unikit_${name} { server ${upstream(name)}; keepalive 16; }`,
  )
  const longestFirst = publicRoutes
    .filter((route) => !route.devOnly)
    .sort((a, b) => b.prefix.length - a.prefix.length)
  // The upload routes alone take a 40 MB file; every other body is held to the 1 MiB the services read.
  const uploads = uploadPaths.map((path) => {
    const service = serviceForPath(path)
    return `  location = ${path} { client_max_body_size ${bodyLimits.upload / 1024 / 1024}m; proxy_pass http://unikit_${service}; }`
  })
  const locations = longestFirst.flatMap(({ prefix, service }) => [
    `  location = ${prefix} { proxy_pass http://unikit_${service}; }`,
    `  location ^~ ${prefix}/ { proxy_pass http://unikit_${service}; }`,
  ])
  const redirectTo = publicHttpsPort === 443 ? 'https://$host' : `https://$host:${publicHttpsPort}`
  return `# Generated by \`pnpm --filter @unikit/infra deploy:nginx\` from infra/src/routes.ts. Do not edit by hand.
# The nginx image fills ${SERVER_NAME_PLACEHOLDER} from the environment when it starts (mounted as a template).
${upstreams.join('\n')}
${sessionCookieMap}
# Plain HTTP only ever redirects to HTTPS, and so sends no HSTS (it would mean nothing over HTTP).
server {
  listen ${httpPort} default_server;
  server_name ${serverName};
  server_tokens off;
  location / { return 301 ${redirectTo}$request_uri; }
}

server {
  listen ${httpsPort} ssl http2 default_server;
  server_name ${serverName};
  server_tokens off;
  # Certificates from a mounted folder (compose: UNIKIT_TLS_DIR), renewed outside nginx; reload nginx after.
  ssl_certificate ${tlsDir}/fullchain.pem;
  ssl_certificate_key ${tlsDir}/privkey.pem;
  ssl_protocols TLSv1.2 TLSv1.3;
  ssl_prefer_server_ciphers off;
  ssl_session_cache shared:unikit_tls:10m;
  ssl_session_timeout 1d;
  ssl_session_tickets off;
  root ${webRoot};
  client_max_body_size ${bodyLimits.other / 1024 / 1024}m;
  # Too large: the one JSON error body, as the gateway answers (docs/decisions/0605-oversized-bodies-answer-413-at-the-edge.md).
  error_page 413 = @too_large;
  location @too_large {${apiHeaders(true)}
    default_type application/json;
    return 413 '${payloadTooLargeBody}';
  }
  # An address nginx cannot read (a malformed escape in the path): the same coded 400 the services give
  # (docs/decisions/0728-every-url-gets-a-coded-answer.md).
  # (A named location cannot take it: nginx has no URI left to redirect with.)
  error_page 400 /.unikit/bad-url;
  location = /.unikit/bad-url {${apiHeaders(true)}
    internal;
    default_type application/json;
    return 400 '${malformedUrlBody}';
  }
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  # The host as the browser sent it, port included: a change by session cookie must carry an Origin of this
  # very host (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md). Cookie and Set-Cookie pass as is.
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $remote_addr;
  # https: the services send HSTS and mark their cookies Secure on what came over TLS.
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_read_timeout 120s;
  # The builds ship a .gz beside each text file (PrecompressPlugin). API answers are not compressed on the way:
  # compressing secrets (session tokens) beside text an attacker can echo is the BREACH pattern.
  gzip_static on;

${uploads.join('\n')}
${locations.join('\n')}
${closedLocations(true)}
${staticLocations(true)}}
`
}
