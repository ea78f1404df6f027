import { defineErrors } from '@unikit/service-kit'

/** The drive service's errors; the archive remote maps each code (`driveErrorCodes`) to its own words. */
export const errors = defineErrors({
  ITEM_NOT_FOUND: [404, 'No file or folder with this id'],
  FOLDER_NOT_FOUND: [404, 'No course or major folder with this id'],
  DUPLICATE_FILE: [409, 'This file is already in the archive'],
  RIGHTS_NOT_CONFIRMED: [400, 'Confirm that you wrote this work or may share it'],
  ALREADY_REPORTED: [409, 'You have already reported this file'],
  CANNOT_REPORT_OWN: [400, 'You cannot report your own upload'],
  LINK_EXPIRED: [403, 'This link has expired or is not valid; open the file again'],
  NOT_PENDING: [409, 'This upload is not waiting for review'],
  FOLDER_NOT_EMPTY: [409, 'Only an empty folder can be deleted'],
  FOLDER_CYCLE: [400, 'A folder cannot move into itself or a folder below it'],
  NAME_TAKEN: [409, 'A folder with this name is already there'],
  REASON_REQUIRED: [400, 'Give a reason'],
  IMPORT_UNREADABLE: [400, '%s'],
  IMPORT_NOT_READY: [409, 'This import is not ready for that: wait for its check to end'],
})
