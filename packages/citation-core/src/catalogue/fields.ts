import type { CslVariable, NameVariable } from '../csl/CslItem.ts'
import type { Field, FieldGroup, FieldOption } from './types.ts'

/** Every text input is limited to 255 characters (docs/product/citations.md#form). */
export const TEXT_MAX_LENGTH = 255

type FieldExtras = Omit<Partial<Field>, 'key' | 'label' | 'variable' | 'type'>

export function text(key: string, variable: CslVariable, label: string, extras: FieldExtras = {}): Field {
  return { key, label, variable, type: 'text', maxLength: TEXT_MAX_LENGTH, ...extras }
}

export function select(key: string, variable: CslVariable, label: string, options: readonly string[]): Field {
  const choices: FieldOption[] = options.map((value) => ({
    value,
    label: value[0]!.toUpperCase() + value.slice(1),
  }))
  return { key, label, variable, type: 'select', options: choices, defaultValue: options[0]!, required: true }
}

export function group(
  key: string,
  label: string,
  fields: readonly Field[],
  extras: Partial<FieldGroup> = {},
): FieldGroup {
  return { key, label, fields, ...extras }
}

interface NamesOptions {
  required?: boolean
  notApplicable?: boolean
  organisation?: boolean
  help?: string
}

/** A repeatable list of names in one CSL name variable. */
export function names(
  key: string,
  variable: NameVariable,
  label: string,
  options: NamesOptions = {},
): FieldGroup {
  const field: Field = {
    key,
    label,
    variable,
    type: 'name',
    maxLength: TEXT_MAX_LENGTH,
    nameKinds: options.organisation === false ? ['person'] : ['person', 'organisation'],
    ...(options.required ? { required: true } : {}),
    ...(options.notApplicable ? { notApplicable: true } : {}),
    ...(options.help ? { help: options.help } : {}),
  }
  return group(key, label, [field], { repeatable: true })
}

export const authors = (options: NamesOptions = {}) =>
  names('author', 'author', 'Author', { notApplicable: true, ...options })

export const editors = (required = false) =>
  names('editor', 'editor', 'Editor', { required, help: 'Shown as (ed) or (eds).' })

/** The translators of a translated work, shown after the title as `Garnett C (trans)` (docs/decisions/0715-translated-works.md). */
export const translators = () =>
  names('translator', 'translator', 'Translator', {
    organisation: false,
    help: 'For a translated work. Shown as (trans).',
  })

/** The year of publication, with "No date" (`n.d.`). */
export function year(extras: FieldExtras & { label?: string } = {}): Field {
  return {
    key: 'year',
    label: 'Year',
    variable: 'issued',
    type: 'year',
    required: true,
    noDate: true,
    ...extras,
  }
}

/** A full date (day, month, year) of publication, with "No date". */
export function fullDate(label = 'Date', extras: FieldExtras = {}): Field {
  return { key: 'date', label, variable: 'issued', type: 'date', required: true, noDate: true, ...extras }
}

export const dateGroup = (field: Field) => group('date', field.label, [field])

export const title = (label = 'Title', extras: FieldExtras = {}) =>
  text('title', 'title', label, { required: true, ...extras })

export const containerTitle = (label: string, required = true, extras: FieldExtras = {}) =>
  text('container', 'container-title', label, { required, ...extras })

export const edition = (): Field => ({
  key: 'edition',
  label: 'Edition',
  variable: 'edition',
  type: 'edition',
  help: 'Leave empty for a first edition.',
})

export const publisher = (label = 'Publisher', required = true) =>
  text('publisher', 'publisher', label, { required, autofill: { label: 'Same as author', from: 'author' } })

/** Required for books and their kin: the guide writes `n.p.` when there is no place ("No place"). */
export const place = (label = 'Place of publication', required = false) =>
  text('place', 'publisher-place', label, {
    required,
    noValue: { label: 'No place', value: 'n.p.' },
    help: 'Add the state or country if the city is obscure or ambiguous (Ivanhoe, VIC).',
  })

export const doi = (required = false) =>
  text('doi', 'DOI', 'DOI', { required, placeholder: '10.1000/xyz123', help: 'Without https://doi.org/' })

export const url = () => text('url', 'URL', 'URL', { required: true, placeholder: 'https://' })

export const accessed = (): Field => ({
  key: 'accessed',
  label: 'Date accessed',
  variable: 'accessed',
  type: 'date',
  required: true,
  autofill: { label: 'Today', from: 'today' },
})

export const website = (required = true) =>
  text('website', 'website', 'Name of website', {
    required,
    autofill: { label: 'Same as author', from: 'author' },
    help: 'Shown with the word website, unless the name is a domain (data.gov.au).',
  })

export const database = () =>
  text('database', 'source', 'Name of database', { required: true, placeholder: 'ProQuest' })

export const number = (label: string, required = false, extras: FieldExtras = {}) =>
  text('number', 'number', label, { required, ...extras })

/** An A-or-B option of the set `set`. */
export function option(set: string, optionKey: string, label: string, fields: readonly Field[]): FieldGroup {
  return group(`${set}-${optionKey}`, label, fields, { alternative: { set, option: optionKey, label } })
}

export const onWebsite = (set = 'source', label = 'Website') =>
  option(set, 'website', label, [website(), url(), accessed()])
export const onWeb = (set = 'source', label = 'Webpage') => option(set, 'web', label, [url(), accessed()])
export const inDatabase = (set = 'source') =>
  option(set, 'database', 'Library database', [database(), accessed()])
export const byDoi = (set = 'source') => option(set, 'doi', 'DOI', [doi(true)])
export const inPrint = (set = 'source', label = 'Print') =>
  option(set, 'print', label, [publisher(), place()])
