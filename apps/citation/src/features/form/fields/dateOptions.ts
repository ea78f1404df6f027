/** English month names for the month selects (spec section 9: months 1-12 with English names). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

export const dayOptions = Array.from({ length: 31 }, (_, index) => String(index + 1))

export const monthOptions = MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }))

/** A year is typed as digits only, at most 4 of them (spec: numeric year). */
export const yearDigits = (text: string) => text.replace(/\D/g, '').slice(0, 4)
