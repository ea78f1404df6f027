/**
 * `@unikit/citation-core/docx`: the Word export. It pulls in the docx package, so it is kept apart from the
 * main entry for the browser to load on demand.
 */
export { DOCX_FILE_NAME, DOCX_MIME_TYPE, exportDocx } from './export/exportDocx.ts'
export type { FontOptions } from './export/fontOptions.ts'
export type { SelectionOptions } from './export/selection.ts'
