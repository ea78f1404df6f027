import { sessionGeneration, sessionStore } from '../session/sessionStore.ts'
import { DEFAULT_API_BASE_URL } from './createApiClient.ts'
import type { ApiError } from './readApiError.ts'
import { expireSession } from './unauthorized.ts'

export type UploadProgress = { loaded: number; total: number }

export type UploadOptions = {
  /** Text fields sent before the file (a multipart route reads them first). */
  fields?: Record<string, string>
  /** Called as the bytes leave, for a progress bar. */
  onProgress?: (progress: UploadProgress) => void
  /** Aborting stops the upload; the promise rejects with code ABORTED. */
  signal?: AbortSignal
}

/** A failed upload, already in the shape `readApiError` returns. */
export class UploadError extends Error implements ApiError {
  override readonly name = 'UploadError'
  readonly status: number
  readonly code: string
  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

/**
 * Uploads one file to `/api/<path>` as multipart form data, with progress and cancel. XMLHttpRequest, not fetch:
 * browsers report upload progress only for it (a streamed fetch body needs HTTP/2). The session cookie goes
 * along (same origin), with the page's Origin the services require of a change by cookie, and a 401 ends the
 * session like any other call (docs/product/platform.md#api-client).
 */
export function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const generation = sessionStore.getState().signedIn ? sessionGeneration() : undefined
    const request = new XMLHttpRequest()
    request.open('POST', `${DEFAULT_API_BASE_URL}${path}`)
    request.responseType = 'json'
    request.upload.onprogress = (event) =>
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size })
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve(request.response as T)
      if (request.status === 401 && generation !== undefined) expireSession(generation, { url: path })
      reject(failure(request.status, request.response))
    }
    request.onerror = () =>
      reject(
        new UploadError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.'),
      )
    request.onabort = () => reject(new UploadError(0, 'ABORTED', 'The upload was cancelled.'))
    options.signal?.addEventListener('abort', () => request.abort(), { once: true })
    if (options.signal?.aborted) return request.abort()
    const form = new FormData()
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value)
    form.append('file', file, file.name)
    request.send(form)
  })
}

function failure(status: number, body: unknown): UploadError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error
  if (typeof error?.code === 'string' && typeof error.message === 'string')
    return new UploadError(status, error.code, error.message)
  if (status === 413) return new UploadError(status, 'HTTP_413', 'That file is too big.')
  return new UploadError(status, `HTTP_${status}`, 'The upload could not be completed. Please try again.')
}
