import type { AuditActionWords } from '@unikit/staff-desk'

/** The drive service's staff actions in the archive desk's words: the "what" of its audit log. */
export const archiveAuditWords: AuditActionWords = {
  'upload.publish': 'Published the upload',
  'upload.reject': 'Rejected the upload',
  'item.hide': 'Took down',
  'item.dismiss': 'Dismissed the reports on',
  'item.delete': 'Deleted',
  'item.restore': 'Restored',
  'file.rename': 'Renamed the file',
  'folder.create': 'Created the folder',
  'folder.rename': 'Renamed the folder',
  'folder.move': 'Moved the folder',
  'folder.delete': 'Deleted the folder',
}
