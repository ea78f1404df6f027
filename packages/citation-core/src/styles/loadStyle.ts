import type { CslStyleId, StyleId } from './citationStyles.ts'
import { isStyleLoaded, registerRenderer } from './styleRegistry.ts'

/** Each style's vendored CSL file, in a chunk of its own (src/styles/vendor/README.md). */
const styleFiles: Record<CslStyleId, () => Promise<{ default: string }>> = {
  'apa-7': () => import(/* webpackChunkName: "csl-apa" */ './vendor/apa.ts'),
  ieee: () => import(/* webpackChunkName: "csl-ieee" */ './vendor/ieee.ts'),
  vancouver: () => import(/* webpackChunkName: "csl-vancouver" */ './vendor/nlmCitationSequence.ts'),
  'chicago-author-date': () =>
    import(/* webpackChunkName: "csl-chicago-author-date" */ './vendor/chicagoAuthorDate17.ts'),
}

const loading = new Map<CslStyleId, Promise<void>>()

/**
 * Makes a style ready for the synchronous renderers: RMIT Harvard always is; a CSL style loads citeproc-js, its
 * CSL file and the en-US locale (each in its own chunk, fetched only now) and builds its engine once. A failed
 * load (a chunk that did not arrive) rejects and may be tried again.
 */
export function loadStyle(style: StyleId): Promise<void> {
  if (style === 'rmit-harvard' || isStyleLoaded(style)) return Promise.resolve()
  const pending = loading.get(style)
  if (pending) return pending
  const load = (async () => {
    const [{ CslRenderer }, { default: styleXml }, { default: localeXml }] = await Promise.all([
      import(/* webpackChunkName: "csl-engine" */ './csl/CslRenderer.ts'),
      styleFiles[style](),
      import(/* webpackChunkName: "csl-locale-en-us" */ './vendor/localeEnUs.ts'),
    ])
    registerRenderer(new CslRenderer(style, styleXml, localeXml))
  })()
  loading.set(style, load)
  load.catch(() => loading.delete(style))
  return load
}
