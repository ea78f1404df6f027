import { preloadRemote } from '@module-federation/enhanced/runtime'
import { remoteParts } from '@unikit/config/remotes'

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
 * The parts of other remotes the page at `pathname` shows: the course page's samples and lecturers, to a student;
 * a page sent without a session shows its gate instead (docs/decisions/0766-course-page-first-views.md).
 */
export function partsShownAt(pathname: string, signedOut = false): (keyof typeof remoteParts)[] {
  return pathname.startsWith('/course/') && !signedOut ? ['courseSamples', 'courseLecturers'] : []
}

/**
 * Starts fetching the manifest, entry, first JS and CSS of the remote this page shows while the shell's own chunks
 * are still on their way, instead of after the shell has rendered (docs/decisions/0623-landing-and-citation-lcp.md);
 * on the course page, those of the parts it shows (docs/decisions/0764-the-course-page-composes-parts.md). Only the
 * remotes' files: their shared modules come from the shell. A failure is left to the load that follows, which shows
 * the remote's error panel.
 */
export function preloadRemoteShownAt(pathname: string, listed: Record<string, string>, signedOut = false) {
  const name = remoteShownAt(pathname)
  const wanted = [
    ...(name ? [{ name, expose: './routes' }] : []),
    ...partsShownAt(pathname, signedOut).map((part) => ({
      name: remoteParts[part].remote,
      expose: remoteParts[part].module,
    })),
  ].filter((remote) => listed[remote.name])
  if (wanted.length === 0) return
  preloadRemote(
    wanted.map((remote) => ({
      nameOrAlias: remote.name,
      exposes: [remote.expose],
      share: false,
      depsRemote: false,
    })),
  ).catch(() => undefined)
}
