import { preloadRemote } from '@module-federation/enhanced/runtime'

/**
 * The remote that a first visit to `pathname` shows without signing in: the landing at `/`, the citation tool at
 * `/citation…`. The routes behind the login gate are left alone, as a signed-out visit would not show them.
 */
export function remoteShownAt(pathname: string): 'landing' | 'citation' | undefined {
  if (pathname === '/') return 'landing'
  if (pathname === '/citation' || pathname.startsWith('/citation/')) return 'citation'
  return undefined
}

/**
 * Starts fetching the manifest, entry, first JS and CSS of the remote this page shows while the shell's own chunks
 * are still on their way, instead of after the shell has rendered (docs/decisions/0623-landing-and-citation-lcp.md).
 * Only the remote's files: its shared modules come from the shell. A failure is left to the load that follows,
 * which shows the remote's error panel.
 */
export function preloadRemoteShownAt(pathname: string, listed: Record<string, string>) {
  const name = remoteShownAt(pathname)
  if (!name || !listed[name]) return
  preloadRemote([{ nameOrAlias: name, exposes: ['./routes'], share: false, depsRemote: false }]).catch(
    () => undefined,
  )
}
