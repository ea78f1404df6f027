import { useMediaQuery } from './useMediaQuery.ts'

/** The product's one mobile breakpoint: below 630 px wide (matches `@media (width < 630px)` in CSS). */
export const MOBILE_BREAKPOINT = 630

/** True below the mobile breakpoint. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(width < ${MOBILE_BREAKPOINT}px)`)
}
