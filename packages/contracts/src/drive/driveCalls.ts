import { type Static, Type } from 'typebox'
import { pagedList } from '../common/pagedList.ts'
import { NameText } from '../common/textRules.ts'
import { CourseCode } from '../courses/courseCode.ts'
import {
  ARCHIVE_DESCRIPTION_MAX_LENGTH,
  ARCHIVE_REPORT_NOTE_MAX_LENGTH,
  ARCHIVE_SEARCH_PAGE_SIZE,
  ARCHIVE_TITLE_MAX_LENGTH,
  ARCHIVE_YEAR_MAX,
  ARCHIVE_YEAR_MIN,
  archiveSampleKinds,
} from './driveRules.ts'

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
/** An item's id. Anything else (`../`, a number, a huge string) is a 400 before any query runs. */
export const ItemId = Type.String({ pattern: UUID, maxLength: 36 })
const Timestamp = Type.String({ format: 'date-time' })
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])
const Page = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })

/**
 * A parent to list: Core courses, Majors, or a folder; and the original product's `node` (the reader's starred
 * items) and `tmp` (the reader's own uploads).
 */
export const ListParent = Type.Union([
  Type.Literal('core'),
  Type.Literal('major'),
  Type.Literal('node'),
  Type.Literal('tmp'),
  ItemId,
])
export type ListParent = Static<typeof ListParent>

/** Where staff put a folder: a root or another folder (never the special lists `node` and `tmp`). */
export const FolderParent = Type.Union([Type.Literal('core'), Type.Literal('major'), ItemId])
export type FolderParent = Static<typeof FolderParent>

export const ItemStatus = Type.Union([
  Type.Literal('published'),
  /** An upload waiting for staff: seen only by its uploader and staff. */
  Type.Literal('pending'),
  Type.Literal('rejected'),
  /** Taken down by staff: gone from lists, search and downloads. */
  Type.Literal('hidden'),
])
export type ItemStatus = Static<typeof ItemStatus>

/** A folder as a breadcrumb, a search result's place or a filter shows it. */
export const FolderRef = Type.Object({ id: ItemId, name: Type.String(), code: Nullable(Type.String()) })
export type FolderRef = Static<typeof FolderRef>

export const SampleYear = Type.Integer({ minimum: ARCHIVE_YEAR_MIN, maximum: ARCHIVE_YEAR_MAX })
/** RMIT Vietnam's semesters: 1 from February, 2 from June, 3 from October. */
export const Semester = Type.Integer({ minimum: 1, maximum: 3 })
export const SampleKind = Type.Union(archiveSampleKinds.map((kind) => Type.Literal(kind.value)))

/** A folder or a file. `parent_id` is a folder's id or a root (`core`, `major`, `tmp`). */
export const DriveItem = Type.Object({
  id: ItemId,
  parent_id: Type.String(),
  type: Type.Union([Type.Literal('folder'), Type.Literal('file')]),
  name: Type.String(),
  /** A course's code (`ECON1192`) or a major's short code; files have none. */
  code: Nullable(Type.String()),
  /** Files: the type detected from the bytes at upload. */
  mime_type: Nullable(Type.String()),
  /** The same type where the original product's clients read it (`attrs.type`). */
  attrs: Type.Object({ type: Nullable(Type.String()) }),
  size: Nullable(Type.Integer({ minimum: 0 })),
  /** PDFs: how many pages. */
  page_count: Nullable(Type.Integer({ minimum: 0 })),
  status: ItemStatus,
  /** Folders: the published files below them, at any depth. */
  file_count: Nullable(Type.Integer({ minimum: 0 })),
  starred: Type.Boolean(),
  /** True on the reader's own uploads. */
  mine: Type.Boolean(),
  created_at: Timestamp,
  /** Files: when it went into the archive ("newest"). */
  published_at: Nullable(Timestamp),
  /** The course or major folder the item is under (null for a top folder and for an upload in review). */
  course: Nullable(FolderRef),
  /** Files: the year and semester the work was written, and what kind of work it is, when known. */
  year: Nullable(SampleYear),
  semester: Nullable(Semester),
  sample_kind: Nullable(Type.String()),
  /** Files: the first page (a frame of a video, an image scaled) as a WebP about 240 px wide, by a signed link. */
  thumbnail_url: Nullable(Type.String()),
  /** Files: students who marked it Helpful, and whether the reader did. */
  helpful_count: Type.Integer({ minimum: 0 }),
  helpful: Type.Boolean(),
  /** Files: downloads, one per student per day. */
  download_count: Type.Integer({ minimum: 0 }),
})
export type DriveItem = Static<typeof DriveItem>

/** How a folder's files, or search results, are ordered. */
export const ItemSort = Type.Union([
  Type.Literal('name'),
  Type.Literal('newest'),
  Type.Literal('helpful'),
  Type.Literal('downloads'),
])
export type ItemSort = Static<typeof ItemSort>

/** One item with where it sits; a file also carries signed links for the viewer and for Download. */
export const DriveItemDetail = Type.Object({
  ...DriveItem.properties,
  /** From the root down to the parent (empty for a root's child). */
  path: Type.Array(FolderRef),
  /** `core` or `major`: the tree the item is in; `tmp` while it waits for review. */
  root: Type.String(),
  /** Files: a link that shows the file inline (PDF, image, video; byte ranges work). */
  view_url: Nullable(Type.String()),
  /** Files: the same bytes as an attachment under the file's name. */
  download_url: Nullable(Type.String()),
  /** When both links stop working. */
  links_expire_at: Nullable(Timestamp),
  /** Uploads: why staff rejected it. */
  reject_reason: Nullable(Type.String()),
  description: Nullable(Type.String()),
})
export type DriveItemDetail = Static<typeof DriveItemDetail>

/** `GET /api/private/drive/list?parent_id=`: folders first, then files, each by name. */
export const DriveListQuery = Type.Object({
  parent_id: ListParent,
  /** Folders always come first, by name; files by this (default: by name). */
  sort: Type.Optional(ItemSort),
})
export type DriveListQuery = Static<typeof DriveListQuery>
export const DriveList = Type.Object({ data: Type.Array(DriveItem) })
export type DriveList = Static<typeof DriveList>

/** `GET /api/private/drive/get?id=` */
export const DriveGetQuery = Type.Object({ id: ItemId })
export const DriveGetResult = Type.Object({ data: DriveItemDetail })
export type DriveGetResult = Static<typeof DriveGetResult>

/** `GET /api/private/drive/popular`: the course folders students star and open most. */
export const DrivePopular = Type.Object({ data: Type.Array(DriveItem) })

/** `GET /api/private/drive/related?id=`: other PDFs of the same folder. */
export const DriveRelatedQuery = Type.Object({ id: ItemId })

/**
 * `GET /api/private/drive/download?id=&sig=&exp=&inline=`: the bytes, 206 for a byte range. The signature comes
 * from `get` (`view_url`, `download_url`); a bearer token works as well.
 */
export const DriveDownloadQuery = Type.Object({
  id: ItemId,
  exp: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999_999_999 })),
  sig: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$' })),
  inline: Type.Optional(Type.Boolean()),
  /** A Download link made for this student (signed with it): the download counts for them, once a day. */
  by: Type.Optional(Type.String({ pattern: UUID, maxLength: 36 })),
})

/** `GET /api/private/drive/search`: title matches first, then the text inside PDFs; diacritics and a typo do not matter. */
export const DriveSearchQuery = Type.Object({
  /** What to look for; `name` is the original product's name for it. One of the two is required. */
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  /** A course or major folder: results at any depth below it. */
  folder_id: Type.Optional(ItemId),
  root: Type.Optional(Type.Union([Type.Literal('core'), Type.Literal('major')])),
  type: Type.Optional(
    Type.Union([
      Type.Literal('folder'),
      Type.Literal('pdf'),
      Type.Literal('document'),
      Type.Literal('image'),
      Type.Literal('video'),
    ]),
  ),
  /** Default: the best match first (docs/decisions/0750-search-ranking-and-speed.md). */
  sort: Type.Optional(
    Type.Union([
      Type.Literal('relevance'),
      Type.Literal('newest'),
      Type.Literal('helpful'),
      Type.Literal('downloads'),
    ]),
  ),
  page: Page,
  page_size: Type.Integer({ minimum: 1, maximum: 50, default: ARCHIVE_SEARCH_PAGE_SIZE }),
})
export type DriveSearchQuery = Static<typeof DriveSearchQuery>
export const DriveSearchHit = Type.Object({
  ...DriveItem.properties,
  /** The course or major folder the item is in (null for a top folder). */
  folder: Nullable(FolderRef),
  root: Type.String(),
  /** Where the query matched: the name or code, or only the text inside the file. */
  matched: Type.Union([Type.Literal('name'), Type.Literal('text')]),
})
export type DriveSearchHit = Static<typeof DriveSearchHit>
export const DriveSearchResult = pagedList(DriveSearchHit)
export type DriveSearchResult = Static<typeof DriveSearchResult>

/**
 * `POST /api/private/drive/create`: multipart, the text fields before the file: `title`, `folder_id` (the
 * course or major it is for) and `rights` (`yes`: the student owns the work or may share it).
 */
export const DriveCreateFields = Type.Object({
  title: NameText(ARCHIVE_TITLE_MAX_LENGTH, { minLength: 3 }),
  folder_id: ItemId,
  rights: Type.Literal('yes'),
  /** Form fields are text: the year and semester as digits. */
  year: Type.Optional(Type.String({ pattern: '^(20[0-9]{2})?$' })),
  semester: Type.Optional(Type.String({ pattern: '^[1-3]?$' })),
})
export type DriveCreateFields = Static<typeof DriveCreateFields>
export const DriveCreateResult = Type.Object({ data: DriveItem })
export type DriveCreateResult = Static<typeof DriveCreateResult>

/** `GET /api/private/drive/mine`: the reader's uploads in every status, newest first. */
export const MyUpload = Type.Object({
  ...DriveItem.properties,
  folder: Nullable(FolderRef),
  reject_reason: Nullable(Type.String()),
})
export type MyUpload = Static<typeof MyUpload>
export const MyUploads = Type.Object({ data: Type.Array(MyUpload) })
export type MyUploads = Static<typeof MyUploads>

/** `POST /api/private/drive/helpful`: the reader marks a published file Helpful, or takes the mark back. */
export const HelpfulBody = Type.Object({ id: ItemId, helpful: Type.Boolean() })
export type HelpfulBody = Static<typeof HelpfulBody>
export const HelpfulResult = Type.Object({
  data: Type.Object({ helpful: Type.Boolean(), helpful_count: Type.Integer({ minimum: 0 }) }),
})
export type HelpfulResult = Static<typeof HelpfulResult>

/** `GET /api/private/drive/thumbnail?id=&exp=&sig=`: a file's preview, by the signed link lists carry. */
export const DriveThumbnailQuery = Type.Object({
  id: ItemId,
  exp: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }),
  sig: Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$' }),
})

/** `POST /api/private/drive/star` and `/unstar`; `GET /api/private/drive/starred`. */
export const StarBody = Type.Object({ id: ItemId })
export const StarResult = Type.Object({ data: Type.Object({ starred: Type.Boolean() }) })
export const StarredList = DriveList

export const ArchiveReportReasonSchema = Type.Union([
  Type.Literal('copyright'),
  Type.Literal('wrong_course'),
  Type.Literal('offensive'),
  Type.Literal('other'),
])
/** `POST /api/private/drive/report`: one report per student and file. */
export const DriveReportBody = Type.Object({
  id: ItemId,
  reason: ArchiveReportReasonSchema,
  note: Type.String({ maxLength: ARCHIVE_REPORT_NOTE_MAX_LENGTH, default: '' }),
})
export type DriveReportBody = Static<typeof DriveReportBody>
export const DriveReportResult = Type.Object({ data: Type.Object({ reported: Type.Literal(true) }) })

// The staff desk (`/api/private/drive/staff/...`, staff role checked on the server).

export const StaffItem = Type.Object({
  ...DriveItem.properties,
  folder: Nullable(FolderRef),
  /** Uploads: the course or major the student chose. */
  requested_folder: Nullable(FolderRef),
  owner_id: Nullable(Type.String()),
  reject_reason: Nullable(Type.String()),
  reports: Type.Array(
    Type.Object({
      id: Type.Integer(),
      reason: ArchiveReportReasonSchema,
      note: Type.String(),
      at: Timestamp,
    }),
  ),
})
export type StaffItem = Static<typeof StaffItem>
/**
 * `GET /api/private/drive/staff/item?id=`: one file as the desk previews it (waiting, published or taken down),
 * with the links the viewer opens; opening it counts no view.
 */
export const StaffItemDetail = Type.Object({
  ...StaffItem.properties,
  root: Type.String(),
  view_url: Nullable(Type.String()),
  download_url: Nullable(Type.String()),
  links_expire_at: Nullable(Timestamp),
  description: Nullable(Type.String()),
})
export type StaffItemDetail = Static<typeof StaffItemDetail>
export const StaffItemQuery = Type.Object({ id: ItemId })
export const StaffItemResult = Type.Object({ data: StaffItemDetail })
export type StaffItemResult = Static<typeof StaffItemResult>
export const StaffQueueQuery = Type.Object({
  /** `pending`: uploads to review; `reported`: files with open reports; `hidden`: taken down. */
  queue: Type.Union([Type.Literal('pending'), Type.Literal('reported'), Type.Literal('hidden')]),
  page: Page,
  page_size: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
})
export type StaffQueueQuery = Static<typeof StaffQueueQuery>
export const StaffQueue = pagedList(StaffItem)
export type StaffQueue = Static<typeof StaffQueue>

/** Publishes an upload into a course or major folder, under this name; the uploader is rewarded once. */
export const PublishBody = Type.Object({
  id: ItemId,
  folder_id: ItemId,
  name: NameText(ARCHIVE_TITLE_MAX_LENGTH, { minLength: 3 }),
  year: Type.Optional(Nullable(SampleYear)),
  semester: Type.Optional(Nullable(Semester)),
})
/** Staff correct a file on the desk (waiting or published): its title, course or major, year and semester. */
export const EditItemBody = Type.Object({
  id: ItemId,
  name: Type.Optional(NameText(ARCHIVE_TITLE_MAX_LENGTH, { minLength: 3 })),
  folder_id: Type.Optional(ItemId),
  year: Type.Optional(Nullable(SampleYear)),
  semester: Type.Optional(Nullable(Semester)),
})
export type EditItemBody = Static<typeof EditItemBody>
export type PublishBody = Static<typeof PublishBody>
export const ReasonBody = Type.Object({
  id: ItemId,
  reason: Type.String({ minLength: 1, maxLength: 500 }),
})
export type ReasonBody = Static<typeof ReasonBody>
/** Hide (takedown), restore, or delete a published file; reports on it are closed and the reporters told. */
export const ModerateBody = Type.Object({
  id: ItemId,
  action: Type.Union([
    Type.Literal('hide'),
    Type.Literal('restore'),
    Type.Literal('delete'),
    Type.Literal('dismiss'),
  ]),
  reason: Type.String({ maxLength: 500, default: '' }),
})
export type ModerateBody = Static<typeof ModerateBody>
export const RenameBody = Type.Object({
  id: ItemId,
  name: NameText(ARCHIVE_TITLE_MAX_LENGTH, { minLength: 2 }),
  code: Type.Optional(Nullable(Type.String({ maxLength: 16, pattern: '^[A-Za-z0-9-]*$' }))),
})
export type RenameBody = Static<typeof RenameBody>
export const FolderCreateBody = Type.Object({
  parent_id: FolderParent,
  name: NameText(ARCHIVE_TITLE_MAX_LENGTH, { minLength: 2 }),
  code: Type.Optional(Nullable(Type.String({ maxLength: 16, pattern: '^[A-Za-z0-9-]*$' }))),
})
export type FolderCreateBody = Static<typeof FolderCreateBody>
export const FolderMoveBody = Type.Object({ id: ItemId, parent_id: FolderParent })
export type FolderMoveBody = Static<typeof FolderMoveBody>
export const FolderDeleteBody = Type.Object({ id: ItemId })
export const ItemResult = Type.Object({ data: DriveItem })
export type ItemResult = Static<typeof ItemResult>
/** Every folder, for the desk's and the upload form's pickers. */
export const FolderTree = Type.Object({
  data: Type.Array(Type.Object({ ...FolderRef.properties, parent_id: Type.String(), root: Type.String() })),
})
export type FolderTree = Static<typeof FolderTree>

// Bulk import on the desk (docs/product/archive.md#bulk-import).

export const ImportRowStatus = Type.Union([
  /** The dry run found nothing against it. */
  Type.Literal('new'),
  /** The same bytes are in the archive already. */
  Type.Literal('duplicate'),
  Type.Literal('error'),
  /** In the archive now. */
  Type.Literal('imported'),
])
export const ImportRow = Type.Object({
  line: Type.Integer(),
  path: Type.String(),
  title: Type.String(),
  /** The course code or major as the manifest wrote it. */
  place: Type.String(),
  status: ImportRowStatus,
  reason: Nullable(Type.String()),
  item_id: Nullable(Type.String()),
})
export type ImportRow = Static<typeof ImportRow>
export const ImportView = Type.Object({
  id: ItemId,
  name: Type.String(),
  /** `checking` (the dry run), `checked` (waiting for Import), `importing`, `done`, `failed`. */
  status: Type.Union([
    Type.Literal('checking'),
    Type.Literal('checked'),
    Type.Literal('importing'),
    Type.Literal('done'),
    Type.Literal('failed'),
  ]),
  error: Nullable(Type.String()),
  counts: Type.Object({
    rows: Type.Integer(),
    new: Type.Integer(),
    duplicate: Type.Integer(),
    error: Type.Integer(),
    imported: Type.Integer(),
  }),
  rows: Type.Array(ImportRow),
  created_at: Timestamp,
})
export type ImportView = Static<typeof ImportView>
export const ImportResult = Type.Object({ data: ImportView })
export type ImportResult = Static<typeof ImportResult>
/** `GET /api/private/drive/staff/imports`: the desk's latest imports, newest first, without their rows. */
export const ImportSummary = Type.Omit(ImportView, ['rows'])
export type ImportSummary = Static<typeof ImportSummary>
export const ImportList = Type.Object({ data: Type.Array(ImportSummary) })
export type ImportList = Static<typeof ImportList>
export const ImportQuery = Type.Object({ id: ItemId })
export const ImportRunBody = Type.Object({ id: ItemId })
/** The description column of a manifest, bounded like every text the archive keeps. */
export const ImportDescription = Type.String({ maxLength: ARCHIVE_DESCRIPTION_MAX_LENGTH })

/**
 * `GET /api/private/drive/course?code=`: the archive's folder for a course of the list and its most helpful samples
 * at any depth below it (docs/product/course-page.md#samples); no folder yet is `folder: null`, not an error.
 */
export const DriveCourseQuery = Type.Object({
  code: CourseCode,
  limit: Type.Integer({ minimum: 1, maximum: 24, default: 8 }),
})
export type DriveCourseQuery = Static<typeof DriveCourseQuery>
export const DriveCourseResult = Type.Object({
  data: Type.Object({ folder: Nullable(DriveItem), samples: Type.Array(DriveItem) }),
})
export type DriveCourseResult = Static<typeof DriveCourseResult>
