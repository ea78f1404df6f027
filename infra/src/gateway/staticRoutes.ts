import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { RemoteName } from '@unikit/config/remotes'
import { pageContentSecurityPolicy } from '@unikit/config/security-headers'
import { hasSessionCookie } from '@unikit/config/session-cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { cacheControlFor } from './cacheHeaders.ts'
import { compressedPage } from './compressedPage.ts'
import { firstViewPage } from './firstViewPage.ts'
import { remoteOriginsOf } from './remoteOriginsOf.ts'
import { remotesManifestReader } from './remotesManifest.ts'

export type StaticOptions = {
  shellDir: string
  remoteDirs: Record<RemoteName, string>
  remotesFile?: string | undefined
  releasesDir?: string | undefined
  /** Where the gateway reports trouble the pages survive (an unreadable remotes.json). */
  log?: ((line: string) => void) | undefined
}

const setHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', cacheControlFor(filePath))
}

/** Serves the shell, each remote's current build under `/mf/<name>/`, versioned releases and `remotes.json`. */
export async function staticRoutes(app: FastifyInstance, opts: StaticOptions) {
  const log = opts.log ?? ((line: string) => console.error(line))
  const loadRemotesManifest = remotesManifestReader(opts.remotesFile, log)
  const mounts: { root: string; prefix: string }[] = [
    ...Object.entries(opts.remoteDirs).map(([name, root]) => ({ root, prefix: `/mf/${name}/` })),
    ...(opts.releasesDir ? [{ root: opts.releasesDir, prefix: '/releases/' }] : []),
    { root: opts.shellDir, prefix: '/' },
  ]
  for (const { root, prefix } of mounts) {
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: prefix === '/',
      index: false,
      wildcard: true,
      // The builds write a `.br` and a `.gz` beside each text file (PrecompressPlugin): sent as they are.
      preCompressed: true,
      setHeaders,
    })
  }

  app.get('/remotes.json', async (_request, reply) => {
    const manifest = await loadRemotesManifest()
    return reply.header('cache-control', 'no-cache').send(manifest)
  })

  const indexHtml = path.join(opts.shellDir, 'index.html')
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const manifest = await loadRemotesManifest()
    const csp = pageContentSecurityPolicy(remoteOriginsOf(Object.values(manifest)))
    const page = await readFile(indexHtml, 'utf8')
    const pathname = new URL(request.url, 'http://gateway').pathname
    const { body, encoding } = compressedPage(
      (await firstViewPage(pathname, page, manifest, opts, log, !hasSessionCookie(request.headers.cookie))) ??
        page,
      request.headers['accept-encoding'],
    )
    if (encoding) reply.header('content-encoding', encoding)
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('content-security-policy', csp)
      .send(body)
  }

  // Every page route is the shell's; its router decides what to show (including /404).
  app.get('/', async (request, reply) => sendShell(request, reply))
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')
    const isApi = /^\/(api|gift|mf|releases|internal)\//.test(request.url)
    if (!isPage || isApi) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } })
    }
    return sendShell(request, reply)
  })
}
