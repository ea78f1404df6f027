import { textProblem } from '@unikit/contracts/common'
import { ARCHIVE_TITLE_MAX_LENGTH } from '@unikit/contracts/drive'

/** The longest code a folder may carry, and its characters (`RenameBody`, `FolderCreateBody`). */
export const FOLDER_CODE_MAX_LENGTH = 16
const CODE = /^[A-Za-z0-9-]*$/

/**
 * A folder's name and code, checked as the drive service will: a name of 2 to 160 visible characters on one line,
 * and an optional code of letters, digits and hyphens, stored in capitals (course codes are written so).
 */
export function validateFolderForm(
  name: string,
  code: string,
): { errors: { name?: string; code?: string }; body?: { name: string; code: string | null } } {
  const errors: { name?: string; code?: string } = {}
  const cleanName = name.trim()
  const cleanCode = code.trim().toUpperCase()
  if (!cleanName) errors.name = 'Input required'
  else if (cleanName.length < 2) errors.name = 'At least 2 characters'
  else if (cleanName.length > ARCHIVE_TITLE_MAX_LENGTH)
    errors.name = `At most ${ARCHIVE_TITLE_MAX_LENGTH} characters`
  else if (textProblem(cleanName, 'name')) errors.name = 'Use one line of ordinary characters'
  if (cleanCode.length > FOLDER_CODE_MAX_LENGTH) errors.code = `At most ${FOLDER_CODE_MAX_LENGTH} characters`
  else if (!CODE.test(cleanCode)) errors.code = 'Letters, digits and hyphens only, such as ECON1192'
  if (errors.name || errors.code) return { errors }
  return { errors, body: { name: cleanName, code: cleanCode || null } }
}
