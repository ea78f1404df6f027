/**
 * `@unikit/citation-core`: the citation engine: RMIT Harvard (Easy Cite) of its own, and APA 7, IEEE, Vancouver and
 * Chicago author-date through citeproc-js, loaded on demand. Pure TypeScript with no UI, for the
 * browser and Node alike. The Word export and RIS/BibTeX interchange live in the `./docx` and `./interchange`
 * entries so the browser can load them on demand.
 */

// Format catalogue and grouped menu
export { activeAlternatives, activeGroups } from './catalogue/activeGroups.ts'
export { findFormat, formats, getFormat } from './catalogue/catalogue.ts'
export { inferFormatId } from './catalogue/inferFormatId.ts'
export { formatMenu } from './catalogue/menu.ts'
export type * from './catalogue/types.ts'
// Reference-list checker (docs/product/citation-checker.md)
export { checkReference } from './check/checkReference.ts'
export { checkReferenceList } from './check/checkReferenceList.ts'
export {
  type CheckProblem,
  type CheckStatus,
  MAX_CHECKED_ENTRIES,
  type ReferenceCheck,
  type ReferenceListCheck,
  type SourceStyle,
} from './check/ReferenceCheck.ts'
// Data
export type { CitationEntry, CslDate, CslItem, CslName, CslType, CslVariable } from './csl/CslItem.ts'
export {
  DEFAULT_FONT_FAMILY,
  DEFAULT_FONT_SIZE,
  type FontOptions,
  resolveFont,
} from './export/fontOptions.ts'
// Clipboard
export type { SelectionOptions } from './export/selection.ts'
export { type ClipboardData, toClipboard } from './export/toClipboard.ts'
// Form helpers
export { carriedFields } from './form/carriedFields.ts'
export type { CarriedField, DateValue, FieldValue, FormState, NameValue } from './form/FormState.ts'
export { emptyDate, emptyName } from './form/FormState.ts'
export { type FormStateToItemOptions, formStateToItem } from './form/formStateToItem.ts'
export { emptyFormState, itemToFormState } from './form/itemToFormState.ts'
// Lookup mapping
export type { CrossrefContributor, CrossrefDate, CrossrefWork } from './lookup/CrossrefWork.ts'
export { fromCrossref } from './lookup/fromCrossref.ts'
export { fromOpenLibrary } from './lookup/fromOpenLibrary.ts'
export { fromPageMetadata } from './lookup/fromPageMetadata.ts'
export type { LookupSuggestion } from './lookup/LookupSuggestion.ts'
export { missingFields } from './lookup/missingFields.ts'
export type { OpenLibraryBook, OpenLibraryEntity } from './lookup/OpenLibraryBook.ts'
export type { PageMetadata } from './lookup/PageMetadata.ts'
export { monthNames } from './render/formatDate.ts'
export { isInTextOnly } from './render/inTextOnly.ts'
export { citationName, referenceName } from './render/names.ts'
export { ordinal } from './render/ordinal.ts'
// Renderer (DATA.md)
export type { Rendered } from './render/Rendered.ts'
export { type BibliographyEntry, renderBibliography } from './render/renderBibliography.ts'
export { type InTextOptions, renderInText } from './render/renderInText.ts'
export { renderReference } from './render/renderReference.ts'
export { type UnprintedField, unprintedFields } from './render/unprintedFields.ts'
// Styles (docs/product/citation-styles.md)
export {
  type CitationStyle,
  type CslStyleId,
  citationStyles,
  DEFAULT_STYLE_ID,
  isStyleId,
  type StyleId,
  type StyleOptions,
  styleOf,
} from './styles/citationStyles.ts'
export { loadStyle } from './styles/loadStyle.ts'
export { StyleNotLoadedError } from './styles/StyleNotLoadedError.ts'
export { isStyleLoaded } from './styles/styleRegistry.ts'
export { toSentenceCase } from './text/toSentenceCase.ts'
export type { FieldIssue, ValidationResult } from './validate/ValidationResult.ts'
// Validation
export { type ValidateOptions, validate } from './validate/validate.ts'
