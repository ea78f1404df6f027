import type { CslName } from '@unikit/citation-core'

/**
 * A name as the results list shows it, the reference-list way: `Nguyễn TM`, `van der Walt SJ`, `J-P Sartre` →
 * `Sartre J-P`; an organisation as written.
 */
export function displayName(name: CslName): string {
  const literal = name.literal?.trim()
  if (literal) return literal
  const family = [name['non-dropping-particle'], name.family]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  const given = initials(name.given ?? '')
  if (!family) return name.given?.trim() ?? ''
  return given ? `${family} ${given}` : family
}

/** `Thị Minh` → `TM`, `Jean-Paul` → `J-P`, `K. Jarrod` → `KJ`. */
function initials(given: string): string {
  return given
    .split(/[\s.]+/)
    .filter(Boolean)
    .map((word) =>
      word
        .split('-')
        .filter(Boolean)
        .map((part) => Array.from(part)[0]!.toUpperCase())
        .join('-'),
    )
    .join('')
}
