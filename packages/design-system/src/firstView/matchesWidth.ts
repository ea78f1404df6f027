const widthFeature = /^\(\s*(width\s*(<=|>=|<|>)|max-width\s*:|min-width\s*:)\s*(\d+(?:\.\d+)?)px\s*\)$/

/**
 * Whether a width media query such as `(width <= 630px)` or `(min-width: 40px)` holds at `width`. Any other
 * query does not: a build-time render knows nothing but the width it assumes.
 */
export function matchesWidth(query: string, width: number): boolean {
  const match = widthFeature.exec(query.trim())
  if (!match) return false
  const [, feature = '', operator, size] = match
  const limit = Number(size)
  if (feature.startsWith('max-width') || operator === '<=') return width <= limit
  if (feature.startsWith('min-width') || operator === '>=') return width >= limit
  return operator === '<' ? width < limit : width > limit
}
