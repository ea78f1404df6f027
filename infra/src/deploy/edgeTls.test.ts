import { readFileSync } from 'node:fs'
import path from 'node:path'
import { strictTransportSecurity } from '@unikit/config/security-headers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, parseAllDocuments } from 'yaml'
import { uploadPaths } from '../routes.ts'
import { echoService } from '../testing/echoService.ts'
import { rawRequest } from '../testing/rawRequest.ts'
import { checkNginxConfig, type RunningNginx, startNginx } from '../testing/startNginx.ts'
import { SERVER_NAME_PLACEHOLDER } from './renderNginxConfig.ts'
import { deployDir } from './writeDeployFiles.ts'

const committed = (file: string) => readFileSync(path.join(deployDir, file), 'utf8')

/** The `server { … }` blocks of a config, each as its text (locations nest one level). */
function serverBlocks(config: string): string[] {
  return [...config.matchAll(/^server \{\n([\s\S]*?)^\}/gm)].map((match) => match[1] ?? '')
}

describe('TLS and limits in the rendered production configs (docs/decisions/0729-tls-at-the-edge.md)', () => {
  it('nginx.conf: HTTP only redirects; HTTPS serves with mounted certificates, HSTS, no version, a name', () => {
    const [plain, tls, ...rest] = serverBlocks(committed('nginx.conf'))
    expect(rest).toEqual([])
    expect(plain).toMatch(/listen 8080 default_server;/)
    expect(plain).toContain('location / { return 301 https://$host$request_uri; }')
    expect(plain).not.toMatch(/proxy_pass|strict-transport-security/i)
    expect(tls).toMatch(/listen 8443 ssl http2 default_server;/)
    expect(tls).toContain('ssl_certificate /etc/nginx/tls/fullchain.pem;')
    expect(tls).toContain('ssl_certificate_key /etc/nginx/tls/privkey.pem;')
    for (const block of [plain, tls]) {
      expect(block).toContain('server_tokens off;')
      expect(block).toContain(`server_name ${SERVER_NAME_PLACEHOLDER};`)
    }
    // Every location that adds headers adds HSTS (nginx drops the server's add_header in such a location).
    const locations = [...(tls ?? '').matchAll(/location ([^{]+)\{([^}]*)\}/g)]
    for (const [, name, body] of locations) {
      if (body?.includes('add_header')) expect(body, name).toContain('add_header strict-transport-security')
    }
  })

  it('nginx.conf: 1 MB for every body, 41 MB only on the upload routes', () => {
    const conf = committed('nginx.conf')
    const limits = [...conf.matchAll(/client_max_body_size (\d+m);/g)].map((match) => match[1])
    expect(limits.filter((limit) => limit === '41m')).toHaveLength(uploadPaths.length)
    expect(conf).toMatch(/^ {2}client_max_body_size 1m;$/m)
    for (const upload of uploadPaths) {
      expect(conf).toMatch(new RegExp(`location = ${upload} \\{ client_max_body_size 41m; proxy_pass`))
    }
  })

  it('the static front (behind the Ingress) sends no HSTS of its own', () => {
    expect(committed('web.nginx.conf')).not.toMatch(/strict-transport-security/i)
  })

  it('compose publishes 80 and 443, mounts the certificates and names the server', () => {
    const compose = parse(committed('compose.yaml'))
    const nginx = compose.services.nginx
    expect(nginx.ports).toEqual(['80:8080', '443:8443'])
    expect(nginx.volumes).toContain('./nginx.conf:/etc/nginx/templates/default.conf.template:ro')
    expect(nginx.volumes.some((volume: string) => volume.endsWith(':/etc/nginx/tls:ro'))).toBe(true)
    expect(nginx.environment.UNIKIT_SERVER_NAME).toMatch(/UNIKIT_SERVER_NAME:\?/)
  })

  it('the Ingresses end TLS with a cert-manager certificate and redirect HTTP; uploads alone take 41 MB', () => {
    const ingresses = parseAllDocuments(committed('kubernetes/base/ingress.yaml')).map((doc) => doc.toJSON())
    expect(ingresses.map((ingress) => ingress.metadata.name)).toEqual(['unikit', 'unikit-uploads'])
    for (const ingress of ingresses) {
      expect(ingress.metadata.annotations['cert-manager.io/cluster-issuer']).toBeTruthy()
      expect(ingress.metadata.annotations['nginx.ingress.kubernetes.io/force-ssl-redirect']).toBe('true')
      expect(ingress.spec.tls).toEqual([{ hosts: ['unikit.example'], secretName: 'unikit-tls' }])
      expect(ingress.spec.rules[0].host).toBe('unikit.example')
    }
    const [main, uploads] = ingresses
    expect(main.metadata.annotations['nginx.ingress.kubernetes.io/proxy-body-size']).toBe('1m')
    expect(uploads.metadata.annotations['nginx.ingress.kubernetes.io/proxy-body-size']).toBe('41m')
    expect(uploads.spec.rules[0].http.paths.map((entry: { path: string }) => entry.path)).toEqual(uploadPaths)
    const overlay = committed('kubernetes/overlays/production/kustomization.yaml')
    expect(overlay).toContain('/spec/tls/0/hosts/0')
  })

  it('passes `nginx -t` (nginx from Debian)', async () => {
    await expect(checkNginxConfig()).resolves.toBeDefined()
  })
})

describe('the edge config in a running nginx', () => {
  let nginx: RunningNginx
  let ca: string
  const closers: (() => Promise<unknown>)[] = []

  beforeAll(async () => {
    const upstream = await echoService()
    nginx = await startNginx({ upstream: () => `127.0.0.1:${upstream.port}` })
    ca = readFileSync(nginx.certificate, 'utf8')
    closers.push(
      () => nginx.stop(),
      () => upstream.app.close(),
    )
  }, 30_000)
  afterAll(async () => {
    for (const close of closers) await close()
  })

  const send = (
    scheme: 'http' | 'https',
    method: string,
    path: string,
    body?: { bytes: number; contentType: string },
  ) =>
    rawRequest(
      scheme === 'https' ? `https://localhost:${nginx.httpsPort}` : `http://localhost:${nginx.httpPort}`,
      {
        method,
        path,
        ca,
        ...(body ? { chunkedBytes: body.bytes, contentType: body.contentType } : {}),
      },
    )

  it('redirects plain HTTP to HTTPS without HSTS, and serves HTTPS with HSTS and no version', async () => {
    const plain = await send('http', 'GET', '/api/private/me?x=1')
    expect(plain.status).toBe(301)
    expect(plain.headers.location).toBe(`https://localhost:${nginx.httpsPort}/api/private/me?x=1`)
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    expect(plain.headers.server).toBe('nginx')
    const page = await send('https', 'GET', '/')
    expect(page.status).toBe(200)
    expect(page.headers['strict-transport-security']).toBe(
      strictTransportSecurity['strict-transport-security'],
    )
    expect(page.headers.server).toBe('nginx')
    const api = await send('https', 'GET', '/api/private/me')
    expect(JSON.parse(api.body).proto).toBe('https')
  })

  it('answers a 2 MB chunked JSON body with the coded 413, and takes 2 MB on an upload route', async () => {
    const json = await send('https', 'POST', '/api/private/me/update', {
      bytes: 2 * 1024 * 1024,
      contentType: 'application/json',
    })
    expect(json.status).toBe(413)
    expect(JSON.parse(json.body).error.code).toBe('PAYLOAD_TOO_LARGE')
    const upload = await send('https', 'POST', '/api/private/file/upload', {
      bytes: 2 * 1024 * 1024,
      contentType: 'multipart/form-data; boundary=x',
    })
    expect(upload.status).toBe(200)
    expect(JSON.parse(upload.body).body.bytes).toBe(2 * 1024 * 1024)
  })

  it('passes a query with `../` or a malformed escape to the service as sent; its own 400 is coded', async () => {
    const dots = await send('https', 'GET', '/api/private/drive/search?q=a../b')
    expect(JSON.parse(dots.body).url).toBe('/api/private/drive/search?q=a../b')
    const badEscape = await send('https', 'GET', '/api/private/me?x=%FF')
    expect(JSON.parse(badEscape.body).url).toBe('/api/private/me?x=%FF')
    // What nginx itself cannot read (a `%` without two hex digits, a NUL, a path above the root).
    for (const url of ['/api/private/me/%zz', '/api/private/me/%00', '/a/../../x']) {
      const refused = await send('https', 'GET', url)
      expect(refused.status, url).toBe(400)
      expect(JSON.parse(refused.body).error.code, url).toBe('MALFORMED_URL')
    }
  })
})
