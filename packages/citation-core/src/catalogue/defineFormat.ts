import type { FormatDefinition } from './types.ts'

/** Fills the defaults of a format definition (visible in menus). */
export function defineFormat(
  format: Omit<FormatDefinition, 'hidden'> & { hidden?: boolean },
): FormatDefinition {
  return { hidden: false, ...format }
}
