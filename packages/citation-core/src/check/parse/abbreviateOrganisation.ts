import type { CslItem } from '../../csl/CslItem.ts'

const minor = new Set(['of', 'and', 'the', 'for', 'on', 'in', 'at', 'to', '&'])

/** `Australian Association of Social Workers` → `AASW`. */
function acronym(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word !== '' && !minor.has(word.toLowerCase()))
    .map((word) => word[0]!.toUpperCase())
    .join('')
}

/**
 * Other styles name an organisation in full and its site by its initials (`World Health Organization 2021, …,
 * WHO, viewed …`); RMIT Harvard writes `WHO (World Health Organization)`. When the site or publisher is the
 * organisation's initials (or their start: `DET` for the Department of Education and Training Victoria), the
 * abbreviation is taken from it.
 */
export function abbreviateOrganisation(item: CslItem): void {
  const [first, ...others] = item.author ?? []
  if (!first?.literal || first.abbreviation || others.length > 0) return
  const short = item.website ?? item.publisher
  if (!short || !/^\p{Lu}{2,8}$/u.test(short)) return
  if (acronym(first.literal).startsWith(short)) item.author = [{ ...first, abbreviation: short }]
}
