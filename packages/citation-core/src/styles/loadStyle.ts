import type { CslStyleId, StyleId } from './citationStyles.ts'
import { isStyleLoaded, registerRenderer } from './styleRegistry.ts'

const loading = new Map<CslStyleId, Promise<void>>()

/**
 * Makes a style ready for the synchronous renderers: RMIT Harvard always is; a CSL style loads citeproc-js, its
 * CSL file and the en-US locale (chunks of their own, fetched only now) and builds its engine once. A failed
 * load (a chunk that did not arrive) rejects and may be tried again.
 */
export function loadStyle(style: StyleId): Promise<void> {
  if (style === 'rmit-harvard' || isStyleLoaded(style)) return Promise.resolve()
  const pending = loading.get(style)
  if (pending) return pending
  const load = import(/* webpackChunkName: "csl-engine" */ './csl/loadCslRenderer.ts')
    .then(({ loadCslRenderer }) => loadCslRenderer(style))
    .then(registerRenderer)
  loading.set(style, load)
  load.catch(() => loading.delete(style))
  return load
}
