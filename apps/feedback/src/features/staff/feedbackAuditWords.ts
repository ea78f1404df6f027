import type { AuditActionWords } from '@unikit/staff-desk'

/** The teachers service's staff actions in the feedback desk's words: the "what" of its audit log. */
export const feedbackAuditWords: AuditActionWords = {
  'rating.publish': 'Published',
  'rating.hide': 'Hid',
  'rating.delete': 'Deleted',
  'teacher.create': 'Added the lecturer',
  'teacher.edit': 'Edited the lecturer',
  'teacher.retire': 'Retired the lecturer',
  'teacher.restore': 'Restored the lecturer',
  'teacher.avatar': 'Changed the avatar of',
  'course.create': 'Added the course',
  'tag.create': 'Added the tag',
  'tag.rename': 'Renamed the tag',
  'tag.delete': 'Deleted the tag',
}
