import type { CslName, CslType, CslVariable } from '../csl/CslItem.ts'

/** The input kinds of a field. */
export type TypeData =
  | 'text'
  | 'name'
  | 'date'
  | 'day_month'
  | 'year'
  | 'month'
  | 'edition'
  | 'select'
  | 'number'
  | 'page'
  | 'volume'
  | 'issue'
  | 'hidden'

export interface FieldOption {
  value: string
  label: string
}

/** Where an Autofill checkbox takes its value from. */
export type AutofillSource =
  /** The first author's abbreviation or full name (an organisation that is also the publisher or website). */
  | 'author'
  /** Today's date (accessed dates). */
  | 'today'

/** One input of a format's form. */
export interface Field {
  /** Stable key, unique within the format; form state and validation messages are keyed by it. */
  key: string
  label: string
  /** The CSL variable the field edits. */
  variable: CslVariable
  /** For a date field: which end of a range it edits (the conference end day, the exhibition end date). */
  range?: 'start' | 'end'
  type: TypeData
  required?: boolean
  /** Text inputs are limited to 255 characters (docs/product/citations.md#form). */
  maxLength?: number
  /** The choices of a `select`; the first one is the default. */
  options?: readonly FieldOption[]
  /** Suggested values for a free-text input (a datalist). */
  suggestions?: readonly string[]
  placeholder?: string
  help?: string
  /** Name fields: whether a row may be a person, an organisation or either. */
  nameKinds?: readonly ('person' | 'organisation')[]
  /** Name fields: the "N/A" option (no author); offered only while the first row is empty. */
  notApplicable?: boolean
  /** Name fields: rows filled in for a new citation (the ABS report starts with ABS). */
  defaultNames?: readonly CslName[]
  /** Year and date fields: the "No date" checkbox, which clears and locks the input and renders `n.d.` */
  noDate?: boolean
  /** Year and date fields: a "circa" checkbox (`c. 2019`). */
  circa?: boolean
  /** Year fields: a period may be typed instead of a year (`11th-12th century`). */
  period?: boolean
  /** A "No <field>" checkbox that locks the input and writes `value` (No place → `n.p.`, No title → `Homepage`). */
  noValue?: { label: string; value: string }
  /** An "Autofill" checkbox that locks the input and copies a value from elsewhere. */
  autofill?: { label: string; from: AutofillSource }
  /** The value a new citation starts with. */
  defaultValue?: string
}

/** A titled block of fields. */
export interface FieldGroup {
  key: string
  label: string
  fields: readonly Field[]
  /** Holds a list of names: an add button on the last row, a trash icon when there is more than one row. */
  repeatable?: boolean
  /**
   * One option of an A-or-B choice (docs/product/citations.md#form): the groups that share `set` are alternatives and only the
   * chosen one is filled in. The first option of a set is the default.
   */
  alternative?: { set: string; option: string; label: string }
  /** Shown only while the select field `field` has one of the values `in`. */
  when?: { field: string; in: readonly string[] }
  help?: string
}

/** The keys of the grouped format menu (docs/product/citations.md#formats). */
export type MenuGroupKey =
  | 'book'
  | 'journals'
  | 'newspapers'
  | 'social-media'
  | 'websites'
  | 'reports'
  | 'audio-visual'
  | 'images'
  | 'conference-papers'
  | 'theses'
  | 'other'

/** One source format of the citation tool. */
export interface FormatDefinition {
  id: number
  /** Stable slug. */
  code: string
  name: string
  menuGroup: MenuGroupKey
  /** The CSL type of the items this format produces. */
  cslType: CslType
  /** Hidden from menus (format 65, reached through the Television program / DVD film switch). */
  hidden: boolean
  /** Caption and help text shown above the form. */
  caption: string
  /** The guide's pattern, for the form's help panel. */
  pattern: string
  groups: readonly FieldGroup[]
  /** A switch to a sibling format (Television program ⇄ DVD film). */
  switchTo?: { formatId: number; label: string }
}

export interface MenuGroup {
  key: MenuGroupKey
  label: string
  formatIds: readonly number[]
}
