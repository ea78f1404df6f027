import { MOBILE_BREAKPOINT, useMediaQuery } from '@unikit/design-system'

/**
 * Whether the header is the phone's single bar (docs/product/platform.md#header). Up to and including the
 * breakpoint: the desktop row (menu, search, user) does not fit in 630 px.
 */
export function usePhoneHeader(): boolean {
  return useMediaQuery(`(width <= ${MOBILE_BREAKPOINT}px)`)
}
