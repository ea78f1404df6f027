import { firstViewSlot } from './firstViews.ts'

/** A first view as the build wrote it: one render at a phone's width, one at a laptop's. */
export type FirstViewHtml = { narrow: string; wide: string }

export type FirstViewParts = {
  /** The page the shell serves at every route, with its empty `<div id="root"></div>`. */
  page: string
  /**
   * The shell's layout around the remote, with `firstViewSlot` where the remote's view goes; or, without `view`, the
   * whole first view (a page the shell renders itself).
   */
  frame: FirstViewHtml
  view?: FirstViewHtml | undefined
  /** The remote whose view it is, or `shellFirstView`. */
  remote: string
  /** The server saw no session cookie with the request: the page may take the visitor as signed out without asking. */
  signedOut?: boolean | undefined
  /** The remote's stylesheets for that view, as URLs the page can load. */
  stylesheets: readonly string[]
  /** The font files the view's text uses (fontsUsedBy), preloaded. */
  fonts: readonly string[]
}

// The shell's scripts start once the first view has painted (afterFirstViewPaint), so preloading them at once would
// only take the line from the stylesheets and fonts that paint needs: they are held in a template, which the shell's
// start puts in the head after the paint (startBootPreloads, docs/decisions/0762-a-start-in-short-tasks.md).
const scriptPreload = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/g
const heldPreloads = (page: string) => {
  const preloads = page.match(scriptPreload) ?? []
  return preloads.length ? `<template data-after-first-view>${preloads.join('')}</template>` : ''
}

// The attributes that name an element by its id, and the fragment links to one.
const idReference =
  /\b(id|for|aria-labelledby|aria-describedby|aria-controls|aria-owns|aria-activedescendant|list|form)="([^"]*)"|\bhref="#([^"]+)"/g

/**
 * The two widths are two renders of the same page, with the same ids. The narrow one comes first in the page, so on a
 * laptop a label's `for`, a skip link or an `aria-labelledby` would name an element of the hidden copy: its ids (and
 * what points at them) get a suffix of their own.
 */
function withOwnIds(html: string, suffix: string): string {
  return html.replace(
    idReference,
    (_match, name: string | undefined, ids: string | undefined, fragment?: string) =>
      fragment !== undefined
        ? `href="#${fragment}${suffix}"`
        : `${name}="${(ids ?? '')
            .split(' ')
            .map((id) => (id ? `${id}${suffix}` : id))
            .join(' ')}"`,
  )
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/**
 * The shell's page with a first view inside its root: both widths (the design system's CSS shows one) and the
 * remote's stylesheets and the fonts its text uses, so it paints as the browser's first render will, before any script has run
 * (docs/decisions/0624-first-views-in-the-page.md). Undefined when the page or the frame lacks its mark.
 */
export function composeFirstView(parts: FirstViewParts): string | undefined {
  const root = '<div id="root"></div>'
  if (!parts.page.includes(root)) return undefined
  const { view } = parts
  const width = (key: keyof FirstViewHtml) => {
    if (view && !parts.frame[key].includes(firstViewSlot)) return undefined
    const html = view ? parts.frame[key].replace(firstViewSlot, () => view[key]) : parts.frame[key]
    return `<div data-first-view="${key}">${key === 'narrow' ? withOwnIds(html, '--narrow') : html}</div>`
  }
  const narrow = width('narrow')
  const wide = width('wide')
  if (narrow === undefined || wide === undefined) return undefined
  const links = [
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ...parts.fonts.map(
      (href) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttribute(href)}">`,
    ),
  ].join('')
  return parts.page
    .replace(scriptPreload, '')
    .replace('</head>', () => `${links}${heldPreloads(parts.page)}</head>`)
    .replace(
      root,
      () =>
        `<div id="root" data-first-view-of="${escapeAttribute(parts.remote)}"${parts.signedOut ? ' data-signed-out=""' : ''}>` +
        `${narrow}${wide}</div>`,
    )
}
