import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { FirstViewWidthContext } from './FirstViewWidthContext.ts'

/** A page's first view as HTML, at a phone's width and at a laptop's; the page shows the one its width calls for. */
export type FirstView = { narrow: string; wide: string }

/**
 * The widths the two renders assume, one each side of the phone breakpoint (MOBILE_BREAKPOINT): what a component
 * decides with `useMediaQuery` comes out as it would in such a browser (docs/decisions/0624-first-views-in-the-page.md).
 */
export const firstViewWidths = { narrow: 412, wide: 1280 } as const

async function renderAt(width: number, element: ReactNode): Promise<string> {
  // `prerender` waits for every Suspense boundary, so a lazy part comes out whole rather than as its fallback. An
  // error inside a boundary would come out as the fallback: it fails the build instead, so it is seen.
  const errors: unknown[] = []
  const { prelude } = await prerender(
    <FirstViewWidthContext.Provider value={width}>{element}</FirstViewWidthContext.Provider>,
    { onError: (error) => void errors.push(error) },
  )
  const html = await new Response(prelude).text()
  if (errors.length > 0) throw errors[0]
  return html
}

/** Renders `element` at both widths, at build time, as the browser's first render would show it. */
export async function renderFirstView(element: ReactNode): Promise<FirstView> {
  return {
    narrow: await renderAt(firstViewWidths.narrow, element),
    wide: await renderAt(firstViewWidths.wide, element),
  }
}
