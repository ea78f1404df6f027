import { monthNames } from '@unikit/citation-core'

export const dayOptions = Array.from({ length: 31 }, (_, index) => String(index + 1))

/** Months 1-12 with their English names. */
export const monthOptions = monthNames.map((name, index) => ({ value: String(index + 1), label: name }))

/** A year is typed as digits only, at most 4 of them (docs/product/citations.md#form). */
export const yearDigits = (text: string) => text.replace(/\D/g, '').slice(0, 4)
