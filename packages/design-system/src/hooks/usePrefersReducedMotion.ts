import { useMediaQuery } from './useMediaQuery.ts'

/** True when the user asked the system for less motion; use it for motion driven from JavaScript. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}
