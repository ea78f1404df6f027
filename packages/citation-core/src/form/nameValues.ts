import type { CslName } from '../csl/CslItem.ts'
import { familyName, isOrganisation } from '../render/names.ts'
import { emptyName, type NameValue } from './FormState.ts'

/** A CSL name as a form row: the first given name, the other given names, and the family name with particles. */
export function toNameValue(name: CslName): NameValue {
  if (isOrganisation(name)) {
    return {
      ...emptyName('organisation'),
      organisation: name.literal ?? '',
      abbreviation: name.abbreviation ?? '',
    }
  }
  const [first = '', ...middle] = (name.given ?? '').trim().split(/\s+/)
  return {
    ...emptyName('person'),
    firstName: first,
    middleName: middle.join(' '),
    lastName: familyName(name),
  }
}

/** A form row as a CSL name, or undefined when the row is empty. */
export function fromNameValue(value: NameValue): CslName | undefined {
  if (value.kind === 'organisation') {
    const literal = value.organisation.trim()
    if (literal === '') return undefined
    const abbreviation = value.abbreviation.trim()
    return abbreviation ? { literal, abbreviation } : { literal }
  }
  const family = value.lastName.trim()
  const given = [value.firstName.trim(), value.middleName.trim()].filter((p) => p !== '').join(' ')
  if (family === '' && given === '') return undefined
  return given === '' ? { family } : { family, given }
}
