/** The drive service's error codes, which the archive remote maps to its messages. */
export const driveErrorCodes = [
  /** No such item, or one the reader may not see (another student's upload, a hidden file). */
  'ITEM_NOT_FOUND',
  'FOLDER_NOT_FOUND',
  /** The same bytes (SHA-256) are already in the archive. */
  'DUPLICATE_FILE',
  /** The uploader did not state that the work is theirs or theirs to share. */
  'RIGHTS_NOT_CONFIRMED',
  'ALREADY_REPORTED',
  'CANNOT_REPORT_OWN',
  /** A signed file link that is forged, for another file, or past its time. */
  'LINK_EXPIRED',
  /** Only an upload waiting for review can be published or rejected. */
  'NOT_PENDING',
  'FOLDER_NOT_EMPTY',
  /** A folder cannot move into itself or below itself. */
  'FOLDER_CYCLE',
  'NAME_TAKEN',
  'REASON_REQUIRED',
  /** A staff import whose zip has no `manifest.csv`, or one that cannot be read. */
  'IMPORT_UNREADABLE',
  /** Import was asked for before the dry run ended, or again while it runs. */
  'IMPORT_NOT_READY',
] as const
export type DriveErrorCode = (typeof driveErrorCodes)[number]
