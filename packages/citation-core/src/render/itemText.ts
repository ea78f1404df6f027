import type { CslItem, NumberVariable, TextVariable } from '../csl/CslItem.ts'

/** A text or number variable as a trimmed string; '' when absent. */
export function itemText(item: CslItem, variable: TextVariable | NumberVariable): string {
  const value = item[variable]
  if (value === undefined || value === null) return ''
  return typeof value === 'string' ? value.trim() : String(value)
}
