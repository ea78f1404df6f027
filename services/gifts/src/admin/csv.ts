/** Spreadsheet apps run a cell that starts with one of these as a formula; a leading quote keeps it text. */
const formulaStart = /^[=+\-@\t\r]/

/** One RFC 4180 CSV cell, safe to open in a spreadsheet (no formula injection from an e-mail address). */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  let text = String(value)
  if (formulaStart.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}
