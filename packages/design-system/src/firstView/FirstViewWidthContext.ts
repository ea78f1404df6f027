import { createContext } from 'react'

/**
 * The viewport width a build-time render of a page's first view assumes (docs/decisions/0624-first-views-in-the-page.md);
 * null in a browser, where `matchMedia` answers instead.
 */
export const FirstViewWidthContext = createContext<number | null>(null)
