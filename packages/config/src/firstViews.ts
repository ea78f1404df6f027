import type { RemoteName } from './remotes.ts'

/**
 * The pages whose first view comes in the HTML itself, rendered at build time by the app that owns it, so their
 * largest text paints before any script has run (docs/decisions/0624-first-views-in-the-page.md): the two pages a
 * signed-out first visit lands on.
 */
export const firstViewPages = {
  '/': { remote: 'landing', view: 'index' },
  '/citation': { remote: 'citation', view: 'index' },
} as const satisfies Record<string, { remote: RemoteName; view: string }>

export type FirstViewPage = (typeof firstViewPages)[keyof typeof firstViewPages]

/** The page whose first view `pathname` shows, if it has one (exactly: `/citation/check` has none). */
export function firstViewPageAt(pathname: string): FirstViewPage | undefined {
  return Object.hasOwn(firstViewPages, pathname)
    ? firstViewPages[pathname as keyof typeof firstViewPages]
    : undefined
}

/** Where in its `dist/` an app writes a first view: the remote's page by view name, the shell's frame by remote. */
export const firstViewsDir = 'first-views'
export const firstViewFile = (key: string) => `${firstViewsDir}/${key}.json`

/**
 * Where the web image keeps each page with its first view composed (`index.html` for `/`, `citation.html` for
 * `/citation`), for nginx to serve at that path exactly; the gateway composes them per request instead.
 */
export const firstViewPageFile = (pathname: string) =>
  `${firstViewsDir}/pages/${pathname === '/' ? 'index' : pathname.slice(1).replaceAll('/', '-')}.html`

/** What the shell's frame marks where the remote's view goes (its outlet). */
export const firstViewSlot = '<template data-first-view-slot=""></template>'
