/** The archive's rules, shared by the archive remote and the drive service (docs/product/archive.md). */

/** The largest upload, as for every file a student sends us. */
export const ARCHIVE_UPLOAD_MAX_BYTES = 41_943_040
export const ARCHIVE_TITLE_MAX_LENGTH = 160
export const ARCHIVE_REPORT_NOTE_MAX_LENGTH = 500
export const ARCHIVE_DESCRIPTION_MAX_LENGTH = 1000
/** The years a sample may be from. */
export const ARCHIVE_YEAR_MIN = 2000
export const ARCHIVE_YEAR_MAX = 2100
/** A staff import's zip: at most this large, and this many rows in its manifest. */
export const ARCHIVE_IMPORT_MAX_BYTES = 2 * 1024 * 1024 * 1024
export const ARCHIVE_IMPORT_MAX_ROWS = 5000
/** What a student's upload earns when staff publish it, unless the drive service is set otherwise. */
export const ARCHIVE_UPLOAD_REWARD_VND = 20_000
/** A file is added to Recent (or its count raised) this long after it is opened. */
export const RECENT_SAVE_DELAY_MS = 5000
/** The related PDFs of a viewed file load this long after it opens, so the file itself comes first. */
export const RELATED_LOAD_DELAY_MS = 3000
export const RECENT_MAX_ITEMS = 50
export const ARCHIVE_SEARCH_PAGE_SIZE = 20
/** Signed file links (the viewer, video seeking, Download) last this long (docs/decisions/0610-...). */
export const FILE_LINK_TTL_SECONDS = 3600

/** Roots that are not items: Core courses, Majors, and uploads waiting for review. */
export const archiveRoots = ['core', 'major', 'tmp'] as const
export type ArchiveRoot = (typeof archiveRoots)[number]

/** What an upload may be, by the type detected from its bytes. */
export const archiveUploadTypes: readonly string[] = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
]
/** The same list for the file picker's `accept`. */
export const archiveUploadAccept = '.pdf,.doc,.docx,.ppt,.pptx,.png,.jpg,.jpeg,.gif,.webp,.mp4,.webm'

/** How the viewer shows a file, and the search filter's file types. */
export type ArchiveFileKind = 'pdf' | 'image' | 'video' | 'document' | 'other'
export const archiveFileKinds: { value: ArchiveFileKind; label: string }[] = [
  { value: 'pdf', label: 'PDF' },
  { value: 'document', label: 'Word or PowerPoint' },
  { value: 'image', label: 'Image' },
  { value: 'video', label: 'Video' },
]

export function fileKindOf(mimeType: string | null): ArchiveFileKind {
  if (!mimeType) return 'other'
  if (mimeType === 'application/pdf') return 'pdf'
  if (mimeType.startsWith('image/')) return 'image'
  if (mimeType.startsWith('video/')) return 'video'
  if (/wordprocessingml|presentationml|x-cfb/.test(mimeType)) return 'document'
  return 'other'
}

export type ArchiveReportReason = 'copyright' | 'wrong_course' | 'offensive' | 'other'
export const archiveReportReasons: { value: ArchiveReportReason; label: string }[] = [
  { value: 'copyright', label: 'Copyright: this is someone else’s work' },
  { value: 'wrong_course', label: 'Wrong course or major' },
  { value: 'offensive', label: 'Offensive content' },
  { value: 'other', label: 'Something else' },
]

/** What kind of work a sample is (a manifest's `kind` column takes the value or the label). */
export const archiveSampleKinds = [
  { value: 'assignment', label: 'Assignment' },
  { value: 'essay', label: 'Essay' },
  { value: 'report', label: 'Report' },
  { value: 'case_study', label: 'Case study' },
  { value: 'presentation', label: 'Presentation' },
  { value: 'lab_report', label: 'Lab report' },
  { value: 'notes', label: 'Notes' },
  { value: 'other', label: 'Other' },
] as const
export type ArchiveSampleKind = (typeof archiveSampleKinds)[number]['value']

/** "Semester 1, 2025", "2025", or "" for a sample whose date is not known. */
export function sampleTerm(year: number | null, semester: number | null): string {
  if (!year) return ''
  return semester ? `Semester ${semester}, ${year}` : String(year)
}

/** "1 page", "12 pages". */
export function pagesLabel(count: number): string {
  return count === 1 ? '1 page' : `${count} pages`
}
