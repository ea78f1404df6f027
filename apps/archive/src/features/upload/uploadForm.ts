import { textProblem } from '@unikit/contracts/common'
import {
  ARCHIVE_TITLE_MAX_LENGTH,
  ARCHIVE_UPLOAD_MAX_BYTES,
  archiveUploadAccept,
  type DriveCreateFields,
} from '@unikit/contracts/drive'
import { formatFileSize } from '@unikit/contracts/format'
import { isUuid } from '../shared/isUuid.ts'

/** What the upload dialog holds while the student fills it in. */
export type UploadDraft = {
  file: File | null
  title: string
  folderId: string
  rights: boolean
}
export type UploadField = 'file' | 'title' | 'folder' | 'rights'
export type UploadErrors = Partial<Record<UploadField, string>>

export const emptyUploadDraft: UploadDraft = { file: null, title: '', folderId: '', rights: false }
/** The order of the dialog's fields, so the focus goes to the first with an error. */
export const uploadFieldOrder: UploadField[] = ['file', 'title', 'folder', 'rights']
export const UPLOAD_TITLE_MIN_LENGTH = 3

const acceptedExtensions = archiveUploadAccept.split(',').map((extension) => extension.trim().toLowerCase())

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot).toLowerCase() : ''
}

/**
 * Why a chosen file cannot be sent, before a byte leaves: too big, empty, or not a type the archive takes. The
 * browser can only go by the name here; the service checks the bytes again.
 */
export function uploadFileProblem(file: { name: string; size: number }): string | undefined {
  if (!acceptedExtensions.includes(extensionOf(file.name)))
    return 'The archive takes PDF, Word, PowerPoint, images (PNG, JPEG, GIF, WebP) and videos (MP4, WebM).'
  if (file.size === 0) return 'This file is empty.'
  if (file.size > ARCHIVE_UPLOAD_MAX_BYTES)
    return `This file is ${formatFileSize(file.size)}, over the ${formatFileSize(ARCHIVE_UPLOAD_MAX_BYTES)} the archive takes.`
  return undefined
}

/** The title a chosen file suggests: its name without the extension, on one line, no longer than a title may be. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.')
  const base = dot > 0 ? name.slice(0, dot) : name
  return base.replace(/\s+/g, ' ').trim().slice(0, ARCHIVE_TITLE_MAX_LENGTH)
}

/** Why a sample's title (trimmed) would be refused, as the service refuses it: 3 to 160 ordinary characters. */
export function titleProblem(title: string): string | undefined {
  if (!title) return 'Input required'
  if (title.length < UPLOAD_TITLE_MIN_LENGTH) return `At least ${UPLOAD_TITLE_MIN_LENGTH} characters`
  if (title.length > ARCHIVE_TITLE_MAX_LENGTH) return `At most ${ARCHIVE_TITLE_MAX_LENGTH} characters`
  if (textProblem(title, 'name')) return 'Use one line of ordinary characters'
  return undefined
}

/**
 * Checks the dialog the way the service will (`DriveCreateFields`): errors beside their fields, or the file and
 * the fields to send.
 */
export function validateUploadForm(draft: UploadDraft): {
  errors: UploadErrors
  upload?: { file: File; fields: DriveCreateFields }
} {
  const errors: UploadErrors = {}
  const { file } = draft
  if (!file) errors.file = 'Choose a file to upload'
  else {
    const problem = uploadFileProblem(file)
    if (problem) errors.file = problem
  }
  const title = draft.title.trim()
  const badTitle = titleProblem(title)
  if (badTitle) errors.title = badTitle
  if (!isUuid(draft.folderId)) errors.folder = 'Choose the course or major it is for'
  if (!draft.rights) errors.rights = 'Confirm that you wrote this work or have the right to share it'
  if (Object.keys(errors).length > 0 || !file) return { errors }
  return { errors, upload: { file, fields: { title, folder_id: draft.folderId, rights: 'yes' } } }
}
