import type { CslName } from '../csl/CslItem.ts'
import { initials } from './initials.ts'

/** True when the name is an organisation (or any single literal string) rather than a person. */
export function isOrganisation(name: CslName): boolean {
  return name.literal !== undefined && name.literal.trim() !== ''
}

/** The family name with its particles as printed: `de Villasante`, `De Massis`. */
export function familyName(name: CslName): string {
  let family = name.family?.trim() ?? ''
  const dropping = name['dropping-particle']?.trim()
  const nonDropping = name['non-dropping-particle']?.trim()
  if (nonDropping) family = `${nonDropping} ${family}`
  if (dropping) family = `${dropping} ${family}`
  return family
}

/** A name as the reference list shows it: `Nguyễn TM`, `Hill AC`, `ICAO (International Civil Aviation Organization)`. */
export function referenceName(name: CslName): string {
  if (isOrganisation(name)) {
    const literal = name.literal!.trim()
    const abbreviation = name.abbreviation?.trim()
    return abbreviation ? `${abbreviation} (${literal})` : literal
  }
  const family = familyName(name)
  // A single name typed as a given name (a mononym) is shown whole.
  if (family === '') return name.given?.trim() ?? ''
  const given = initials(name.given)
  const suffix = name.suffix?.trim()
  let result = given ? `${family} ${given}` : family
  if (suffix) result += ` ${suffix}`
  return result.trim()
}

/** A name as the in-text citation shows it: the family name, or the organisation's abbreviation. */
export function citationName(name: CslName, withInitials = false): string {
  if (isOrganisation(name)) return name.abbreviation?.trim() || name.literal!.trim()
  const family = familyName(name)
  if (family === '') return name.given?.trim() ?? ''
  if (!withInitials) return family
  const given = initials(name.given)
  return given ? `${family} ${given}` : family
}

/** `A`, `A and B`, `A, B and C`: the guide never uses `&` or a serial comma. */
export function joinNames(names: readonly string[]): string {
  const count = names.length
  if (count <= 1) return names[0] ?? ''
  if (count === 2) return `${names[0]} and ${names[1]}`
  return `${names.slice(0, -1).join(', ')} and ${names[count - 1]}`
}

/** Drops empty entries (no family, given or literal) so half-filled form rows never render. */
export function presentNames(names: readonly CslName[] | undefined): CslName[] {
  if (!names || names.length === 0) return []
  return names.filter(
    (n) => (n.literal ?? '').trim() !== '' || (n.family ?? '').trim() !== '' || (n.given ?? '').trim() !== '',
  )
}
