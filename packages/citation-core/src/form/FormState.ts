/** One row of a name list as the form edits it (first, middle and last names; or an organisation). */
export interface NameValue {
  kind: 'person' | 'organisation'
  firstName: string
  middleName: string
  lastName: string
  /** The organisation's full name. */
  organisation: string
  /** The organisation's short form (ICAO), if the text uses it. */
  abbreviation: string
}

/** A date as the form edits it: strings straight from the inputs. */
export interface DateValue {
  day: string
  month: string
  year: string
  /** "No date": renders `n.d.` */
  noDate: boolean
  /** "circa": renders `c. 2019`. */
  circa: boolean
  /** A period typed instead of a year (`11th-12th century`), for fields that allow it. */
  period: string
}

export type FieldValue = string | NameValue[] | DateValue

/**
 * A field of another format kept in the form after a format change, because it holds a detail this format will
 * not print (docs/decisions/0719-details-the-format-will-not-print.md). Its value is in `values[key]`.
 */
export interface CarriedField {
  /** The format whose field it is. */
  formatId: number
  key: string
}

/** The state of a format's form, keyed by catalogue field key. */
export interface FormState {
  values: Record<string, FieldValue>
  /** Ticked "N/A", "No <field>" and "Autofill" boxes, by field key. */
  checked: Record<string, boolean>
  /** The chosen option of each A-or-B set, by set name. */
  alternatives: Record<string, string>
  /** Fields of other formats still holding what the student typed; written into the item, never printed. */
  carried?: CarriedField[]
}

export const emptyName = (kind: NameValue['kind'] = 'person'): NameValue => ({
  kind,
  firstName: '',
  middleName: '',
  lastName: '',
  organisation: '',
  abbreviation: '',
})

export const emptyDate = (): DateValue => ({
  day: '',
  month: '',
  year: '',
  noDate: false,
  circa: false,
  period: '',
})
