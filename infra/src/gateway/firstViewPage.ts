import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { composeFirstView, type FirstViewHtml } from '@unikit/config/compose-first-view'
import { fontsUsedBy, textOfHtml } from '@unikit/config/first-view-fonts'
import {
  firstViewFile,
  firstViewPageAt,
  shellFirstView,
  signedOutFirstViewPageAt,
  signedOutViewKey,
} from '@unikit/config/first-views'
import { exposedRoutesModule, type RemoteName } from '@unikit/config/remotes'
import type { RemotesManifest } from './remotesManifest.ts'

export type FirstViewDirs = {
  shellDir: string
  remoteDirs: Record<RemoteName, string>
  releasesDir?: string | undefined
}

/** The folder a manifest URL that this gateway serves from disk lives in; undefined for any other URL. */
function localFolderOf(manifestUrl: string, dirs: FirstViewDirs): string | undefined {
  const mounts: [string, string | undefined][] = [
    ...Object.entries(dirs.remoteDirs).map(([name, dir]): [string, string] => [`/mf/${name}/`, dir]),
    ['/releases/', dirs.releasesDir],
  ]
  for (const [prefix, root] of mounts) {
    if (!root || !manifestUrl.startsWith(prefix)) continue
    const folder = path.resolve(root, path.posix.dirname(manifestUrl.slice(prefix.length)))
    const inside = folder === path.resolve(root) || folder.startsWith(`${path.resolve(root)}${path.sep}`)
    return inside ? folder : undefined
  }
  return undefined
}

/** The CSS of the stylesheets the shell's page links from its own folder (its fonts are declared there). */
async function shellStylesheets(page: string, shellDir: string): Promise<string> {
  const hrefs = [...page.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap(
    ([tag]) => /\bhref="\/([^"/]+\.css)"/.exec(tag)?.[1] ?? [],
  )
  const sheets = await Promise.all(hrefs.map((file) => readFile(path.join(shellDir, file), 'utf8')))
  return sheets.join('\n')
}

const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'))

function asFirstView(value: unknown): FirstViewHtml {
  const view = value as Partial<FirstViewHtml> | null
  if (typeof view?.narrow !== 'string' || typeof view.wide !== 'string') throw new Error('not a first view')
  return { narrow: view.narrow, wide: view.wide }
}

/** The stylesheets `mf-manifest.json` lists for the remote's exposed routes, loaded at start. */
function routesStylesheets(manifest: unknown): string[] {
  const exposes = (manifest as { exposes?: { path?: string; assets?: { css?: { sync?: unknown } } }[] })
    ?.exposes
  const routes = exposes?.find((expose) => expose.path === exposedRoutesModule)
  const sync = routes?.assets?.css?.sync
  if (!Array.isArray(sync) || !sync.every((file) => typeof file === 'string')) {
    throw new Error('the manifest lists no stylesheets for the routes')
  }
  return sync
}

/**
 * The shell's page for `pathname` with the first view in it, from the shell's frame and the view of the remote build
 * remotes.json names now (docs/decisions/0624-first-views-in-the-page.md), so a remote released on its own is shown
 * as it is; for a gated page and a visitor without a session cookie (`signedOut`), the shell's own view of its
 * sign-in gate (docs/decisions/0761-signed-out-first-views-of-gated-pages.md). A page sent without a session cookie
 * says so, and its script need not ask whether there is a session. Undefined where there is none to show
 * (another page, a remote served from elsewhere, a build without first views, or a broken one, which `log` hears
 * of): the page is then the shell's as built, which renders everything itself.
 */
export async function firstViewPage(
  pathname: string,
  page: string,
  remotes: RemotesManifest,
  dirs: FirstViewDirs,
  log: (line: string) => void = () => undefined,
  signedOut = false,
): Promise<string | undefined> {
  const gate = signedOut ? signedOutFirstViewPageAt(pathname) : undefined
  if (gate) {
    return composed(pathname, log, async () => {
      const file = path.join(dirs.shellDir, firstViewFile(signedOutViewKey(gate.tool)))
      const frame = asFirstView(await readJson(file))
      const fonts = fontsUsedBy(
        await shellStylesheets(page, dirs.shellDir),
        textOfHtml(`${frame.narrow}${frame.wide}`),
      )
      return composeFirstView({
        page,
        frame,
        remote: shellFirstView,
        stylesheets: [],
        fonts,
        signedOut: true,
      })
    })
  }
  const at = firstViewPageAt(pathname)
  const manifestUrl = at && remotes[at.remote]
  const folder = manifestUrl && localFolderOf(manifestUrl, dirs)
  if (!at || !manifestUrl || !folder) return undefined
  return composed(pathname, log, async () => {
    const [frame, view, manifest] = await Promise.all([
      readJson(path.join(dirs.shellDir, firstViewFile(at.remote))).then(asFirstView),
      readJson(path.join(folder, firstViewFile(at.view))).then(asFirstView),
      readJson(path.join(folder, 'mf-manifest.json')),
    ])
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)
    const stylesheets = routesStylesheets(manifest).map((file) => `${base}${file}`)
    const text = textOfHtml(`${frame.narrow}${frame.wide}${view.narrow}${view.wide}`)
    const fonts = fontsUsedBy(await shellStylesheets(page, dirs.shellDir), text)
    return composeFirstView({ page, frame, view, remote: at.remote, stylesheets, fonts, signedOut })
  })
}

/** Composes a first view; a build without first views has no files for them, anything else is worth a line. */
async function composed(
  pathname: string,
  log: (line: string) => void,
  compose: () => Promise<string | undefined>,
): Promise<string | undefined> {
  try {
    return await compose()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      log(`first view of ${pathname}: ${error instanceof Error ? error.message : String(error)}`)
    }
    return undefined
  }
}
