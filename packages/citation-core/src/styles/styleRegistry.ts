import type { CslStyleId } from './citationStyles.ts'
import type { CslRenderer } from './csl/CslRenderer.ts'
import { StyleNotLoadedError } from './StyleNotLoadedError.ts'

// Only the type: citeproc-js and the styles reach the bundle through `loadStyle`'s dynamic imports.
const renderers = new Map<CslStyleId, CslRenderer>()

export function registerRenderer(renderer: CslRenderer): void {
  renderers.set(renderer.style, renderer)
}

export function isStyleLoaded(style: string): boolean {
  return style === 'rmit-harvard' || renderers.has(style as CslStyleId)
}

/** The loaded renderer of a CSL style; throws a `StyleNotLoadedError` before `loadStyle` has finished. */
export function cslRenderer(style: CslStyleId): CslRenderer {
  const renderer = renderers.get(style)
  if (!renderer) throw new StyleNotLoadedError(style)
  return renderer
}
