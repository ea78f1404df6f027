import type { ReactNode } from 'react'

/** Whether a node would render something (so `error={''}` or `error={false}` means "no error"). */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== true && node !== ''
}
