import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstViewPageFile, firstViewPages, signedOutFirstViewPages } from '@unikit/config/first-views'
import { remoteNames } from '@unikit/config/remotes'
import { firstViewPage } from '../gateway/firstViewPage.ts'
import { defaultRemotesManifest } from '../gateway/remotesManifest.ts'

/**
 * Writes each page that comes with a first view into a web root laid out as the web image's (the shell at the
 * root, each remote under `mf/<name>/`), with a `.gz` beside it for nginx's `gzip_static`: nginx cannot compose
 * them per request as the gateway does (docs/decisions/0624-first-views-in-the-page.md). A gated page's is the one for a
 * visitor without a session, which nginx serves only to such a request
 * (docs/decisions/0761-signed-out-first-views-of-gated-pages.md). Returns the files written.
 */
export async function writeFirstViewPages(webRoot: string): Promise<string[]> {
  const page = await readFile(path.join(webRoot, 'index.html'), 'utf8')
  const dirs = {
    shellDir: webRoot,
    remoteDirs: Object.fromEntries(
      remoteNames.map((name) => [name, path.join(webRoot, 'mf', name)]),
    ) as Record<(typeof remoteNames)[number], string>,
  }
  const written: string[] = []
  // `/` and `/citation` twice: as sent with a session cookie, and as sent without one, which says so.
  const pages = [
    ...Object.keys(firstViewPages).flatMap((pathname) => [
      { pathname, signedOut: false },
      { pathname, signedOut: true },
    ]),
    ...Object.keys(signedOutFirstViewPages).map((pathname) => ({ pathname, signedOut: true })),
  ]
  for (const { pathname, signedOut } of pages) {
    const problems: string[] = []
    const log = (line: string) => problems.push(line)
    const html = await firstViewPage(pathname, page, defaultRemotesManifest(), dirs, log, signedOut)
    if (!html) {
      throw new Error(
        `No first view for ${pathname}: ${problems.join('; ') || 'are the shell and its remote built?'}`,
      )
    }
    const file = path.join(webRoot, firstViewPageFile(pathname, signedOut ? 'signed-out' : undefined))
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, html)
    await writeFile(`${file}.gz`, gzipSync(html))
    written.push(file)
  }
  return written
}

if (import.meta.main) {
  const webRoot = process.argv[2]
  if (!webRoot) throw new Error('Usage: node writeFirstViewPages.ts <web root>')
  for (const file of await writeFirstViewPages(path.resolve(webRoot))) console.log(`wrote ${file}`)
}
