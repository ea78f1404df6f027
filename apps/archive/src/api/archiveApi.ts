import { api, type UploadProgress, uploadFile } from '@unikit/auth'
import type {
  DriveCourseResult,
  DriveCreateFields,
  DriveCreateResult,
  DriveGetResult,
  DriveList,
  DriveReportBody,
  DriveSearchQuery,
  DriveSearchResult,
  EditItemBody,
  FolderCreateBody,
  FolderMoveBody,
  FolderTree,
  HelpfulResult,
  ImportList,
  ImportResult,
  ItemResult,
  ItemSort,
  ListParent,
  ModerateBody,
  MyUploads,
  PublishBody,
  ReasonBody,
  RenameBody,
  StaffItemResult,
  StaffQueue,
  StaffQueueQuery,
} from '@unikit/contracts/drive'
import type { AuditList } from '@unikit/contracts/staff'

/** Uploads waiting for review, reports or takedowns on one page of the desk. */
export const DESK_PAGE_SIZE = 20

/**
 * The drive service's calls, as the archive pages use them (docs/product/archive.md). Each is async, so a call
 * that cannot even start (a bad address) rejects like any other failure instead of throwing during a render.
 */
export const archiveApi = {
  list: async (parentId: ListParent, sort: ItemSort = 'name') =>
    (await api.get('private/drive/list', { searchParams: { parent_id: parentId, sort } }).json<DriveList>())
      .data,
  item: async (id: string) =>
    (await api.get('private/drive/get', { searchParams: { id } }).json<DriveGetResult>()).data,
  popular: async () => (await api.get('private/drive/popular').json<DriveList>()).data,
  related: async (id: string) =>
    (await api.get('private/drive/related', { searchParams: { id } }).json<DriveList>()).data,
  search: async (query: DriveSearchQuery) =>
    api.get('private/drive/search', { searchParams: query }).json<DriveSearchResult>(),
  /** The course page's samples: the course's folder and its most helpful samples (docs/product/course-page.md). */
  course: async (code: string, limit: number) =>
    (await api.get('private/drive/course', { searchParams: { code, limit } }).json<DriveCourseResult>()).data,
  folders: async () => (await api.get('private/drive/folders').json<FolderTree>()).data,
  starred: async () => (await api.get('private/drive/starred').json<DriveList>()).data,
  mine: async () => (await api.get('private/drive/mine').json<MyUploads>()).data,
  star: async (id: string, starred: boolean) =>
    api.post(starred ? 'private/drive/star' : 'private/drive/unstar', { json: { id }, retry: 0 }).json(),
  helpful: async (id: string, helpful: boolean) =>
    (await api.post('private/drive/helpful', { json: { id, helpful }, retry: 0 }).json<HelpfulResult>()).data,
  report: async (body: DriveReportBody) => api.post('private/drive/report', { json: body, retry: 0 }).json(),
  /** Multipart, the fields before the file, so the service can refuse a bad title before reading 40 MB. */
  upload: async (
    file: File,
    fields: DriveCreateFields,
    options: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
  ) => (await uploadFile<DriveCreateResult>('private/drive/create', file, { fields, ...options })).data,
}

/** The archive desk's calls; the server checks the staff role on each (docs/product/archive.md). */
export const deskApi = {
  queue: async (queue: StaffQueueQuery['queue'], page: number) =>
    api
      .get('private/drive/staff/queue', { searchParams: { queue, page, page_size: DESK_PAGE_SIZE } })
      .json<StaffQueue>(),
  publish: async (body: PublishBody) =>
    api.post('private/drive/staff/publish', { json: body, retry: 0 }).json<ItemResult>(),
  /** One file as the desk previews it, with the viewer's links. */
  item: async (id: string) =>
    (await api.get('private/drive/staff/item', { searchParams: { id } }).json<StaffItemResult>()).data,
  /** Correct a file's title, course or major, year and semester (waiting or published). */
  edit: async (body: EditItemBody) =>
    api.post('private/drive/staff/edit', { json: body, retry: 0 }).json<ItemResult>(),
  /** A zip with its manifest.csv: stored, then its dry run runs in the background. */
  sendImport: async (
    file: File,
    options: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
  ) => (await uploadFile<ImportResult>('private/drive/staff/import', file, options)).data,
  /** An import as it stands: its state, counts and every row's verdict (the desk polls it). */
  importView: async (id: string) =>
    (await api.get('private/drive/staff/import', { searchParams: { id } }).json<ImportResult>()).data,
  /** The latest imports, newest first, without their rows. */
  imports: async () => (await api.get('private/drive/staff/imports').json<ImportList>()).data,
  /** Import the rows the dry run found new; a background job does it. */
  runImport: async (id: string) =>
    (await api.post('private/drive/staff/import/run', { json: { id }, retry: 0 }).json<ImportResult>()).data,
  reject: async (body: ReasonBody) => api.post('private/drive/staff/reject', { json: body, retry: 0 }).json(),
  moderate: async (body: ModerateBody) =>
    api.post('private/drive/staff/moderate', { json: body, retry: 0 }).json(),
  createFolder: async (body: FolderCreateBody) =>
    api.post('private/drive/staff/folder/create', { json: body, retry: 0 }).json<ItemResult>(),
  rename: async (body: RenameBody) =>
    api.post('private/drive/staff/rename', { json: body, retry: 0 }).json<ItemResult>(),
  moveFolder: async (body: FolderMoveBody) =>
    api.post('private/drive/staff/folder/move', { json: body, retry: 0 }).json<ItemResult>(),
  deleteFolder: async (id: string) =>
    api.post('private/drive/staff/folder/delete', { json: { id }, retry: 0 }).json(),
  /** The last 50 staff actions of the drive service, newest first. */
  audit: async () =>
    (await api.get('private/drive/staff/audit', { searchParams: { limit: 50 } }).json<AuditList>()).data,
}
