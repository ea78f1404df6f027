import { readApiError } from '@unikit/auth'
import type { DriveErrorCode } from '@unikit/contracts/drive'

/** The drive service's errors in the archive's words, where ours say more than the server's. */
const messages: Partial<Record<DriveErrorCode, string>> = {
  ITEM_NOT_FOUND: 'This file or folder is not in the archive, or is no longer shown.',
  FOLDER_NOT_FOUND: 'This folder is not in the archive any more.',
  DUPLICATE_FILE: 'This file is already in the archive.',
  RIGHTS_NOT_CONFIRMED: 'Confirm that you wrote this work or have the right to share it.',
  ALREADY_REPORTED: 'You have already reported this file. Staff will look at it.',
  CANNOT_REPORT_OWN: 'This is your own upload: you cannot report it.',
  LINK_EXPIRED: 'The link to this file has expired. Open the file again.',
  NOT_PENDING: 'Someone has already decided on this upload.',
  FOLDER_NOT_EMPTY: 'This folder is not empty: move or delete what is in it first.',
  FOLDER_CYCLE: 'A folder cannot move into itself or into a folder below it.',
  NAME_TAKEN: 'There is already a folder or file with this name here.',
  REASON_REQUIRED: 'Give a reason: it goes in the audit log.',
}

/** What a failed drive call says to the reader: the code, the HTTP status and the message to show. */
export function driveErrorMessage(failure: unknown): { code: string; status: number; message: string } {
  const read = readApiError(failure)
  const message = messages[read.code as DriveErrorCode] ?? read.message
  return { code: read.code, status: read.status, message }
}
