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

/**
 * Pages behind the sign-in gate whose first view, for a visitor the server sees without a session cookie, is the
 * shell's own: the layout and the gate that says what the tool is, as the page shows it under the locked sign-in
 * dialog (docs/decisions/0761-signed-out-first-views-of-gated-pages.md). With a session cookie the page is the shell's
 * as built: whether the session is live is the accounts service's to say. A `:name` segment stands for any one
 * segment: every course page has the same gate (docs/decisions/0766-course-page-first-views.md).
 */
export const signedOutFirstViewPages = {
  '/archive': { tool: 'archive' },
  '/feedback': { tool: 'feedback' },
  '/course/:code': { tool: 'course' },
} as const satisfies Record<string, { tool: RemoteName | 'course' }>

export type SignedOutFirstViewPage = (typeof signedOutFirstViewPages)[keyof typeof signedOutFirstViewPages]

/** Whether `pathname` is the page `pattern` names: the same segments, a `:name` one matching any single segment. */
export function pagePatternMatches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/')
  const given = pathname.split('/')
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) =>
      segment.startsWith(':') ? given[index] !== '' : segment === given[index],
    )
  )
}

/** The gated page whose signed-out first view `pathname` shows, if it has one (`/archive/majors` has none). */
export function signedOutFirstViewPageAt(pathname: string): SignedOutFirstViewPage | undefined {
  const pattern = Object.keys(signedOutFirstViewPages).find((key) => pagePatternMatches(key, pathname))
  return pattern ? signedOutFirstViewPages[pattern as keyof typeof signedOutFirstViewPages] : undefined
}

/** The nginx location of a page pattern: exact for a plain path, a regex where a segment is `:name`. */
export const pageLocation = (pattern: string) =>
  pattern.includes('/:') ? `~ "^${pattern.replace(/\/:[^/]+/g, '/[^/]+')}$"` : `= ${pattern}`

/** The shell's whole first view of a gated page, signed out: its key among the shell's first views. */
export const signedOutViewKey = (tool: string) => `signed-out-${tool}`

/** What `data-first-view-of` says of a first view the shell rendered whole (no remote to wait for). */
export const shellFirstView = 'shell'

/** Where in its `dist/` an app writes a first view: the remote's page by view name, the shell's frame by remote. */
export const firstViewsDir = 'first-views'
export const firstViewFile = (key: string) => `${firstViewsDir}/${key}.json`

/**
 * Where the web image keeps each page with its first view composed (`index.html` for `/`, `citation.html` for
 * `/citation`, `archive-signed-out.html` for a visitor without a session at `/archive`, `course-signed-out.html` for
 * every `/course/:code`), for nginx to serve at those paths; the gateway composes them per request instead.
 */
export const firstViewPageFile = (pathname: string, variant?: 'signed-out') => {
  const name = pathname
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith(':'))
    .join('-')
  return `${firstViewsDir}/pages/${name || 'index'}${variant ? `-${variant}` : ''}.html`
}

/** What the shell's frame marks where the remote's view goes (its outlet). */
export const firstViewSlot = '<template data-first-view-slot=""></template>'
