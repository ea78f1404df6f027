import type { CslStyleId } from '../citationStyles.ts'
import { CslRenderer } from './CslRenderer.ts'

/** Each style's vendored CSL file, in a chunk of its own (../vendor/README.md). */
const styleFiles: Record<CslStyleId, () => Promise<{ default: string }>> = {
  'apa-7': () => import(/* webpackChunkName: "csl-apa" */ '../vendor/apa.ts'),
  ieee: () => import(/* webpackChunkName: "csl-ieee" */ '../vendor/ieee.ts'),
  vancouver: () => import(/* webpackChunkName: "csl-vancouver" */ '../vendor/nlmCitationSequence.ts'),
  'chicago-author-date': () =>
    import(/* webpackChunkName: "csl-chicago-author-date" */ '../vendor/chicagoAuthorDate17.ts'),
}

/** A style's CSL file and the en-US locale, each fetched as its own chunk. */
export async function cslFiles(style: CslStyleId): Promise<{ styleXml: string; localeXml: string }> {
  const [{ default: styleXml }, { default: localeXml }] = await Promise.all([
    styleFiles[style](),
    import(/* webpackChunkName: "csl-locale-en-us" */ '../vendor/localeEnUs.ts'),
  ])
  return { styleXml, localeXml }
}

/**
 * A style's renderer: its CSL file and the en-US locale fetched, its citeproc-js engine built. This module, with
 * citeproc-js, is the one chunk `loadStyle` asks for, so the page that writes only RMIT Harvard carries none of it.
 */
export async function loadCslRenderer(style: CslStyleId): Promise<CslRenderer> {
  const { styleXml, localeXml } = await cslFiles(style)
  return new CslRenderer(style, styleXml, localeXml)
}
