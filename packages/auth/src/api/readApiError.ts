import { isHTTPError, isNetworkError, isTimeoutError } from 'ky'

/** A failed call, ready for a UI: the HTTP status (0 when there was no response), a code and a message. */
export type ApiError = {
  status: number
  code: string
  message: string
}

/** The one error body our services send. */
type ErrorBody = { error: { code: string; message: string } }

const isErrorBody = (data: unknown): data is ErrorBody => {
  if (typeof data !== 'object' || data === null || !('error' in data)) return false
  const { error } = data as { error: unknown }
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}

/** Turns whatever a call threw into `{ status, code, message }`, with a sensible message for each kind. */
export function readApiError(error: unknown): ApiError {
  // An upload's failure (uploadFile) is already read; by name, as below, across realms.
  if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'UploadError') {
    const { status, code, message } = error as ApiError
    return { status, code, message }
  }
  if (isHTTPError(error)) {
    const { status } = error.response
    if (isErrorBody(error.data))
      return { status, code: error.data.error.code, message: error.data.error.message }
    return { status, code: `HTTP_${status}`, message: messageForStatus(status) }
  }
  if (isTimeoutError(error)) {
    return { status: 0, code: 'TIMEOUT', message: 'The server took too long to answer. Please try again.' }
  }
  if (isNetworkError(error)) {
    return {
      status: 0,
      code: 'NETWORK',
      message: 'Could not reach the server. Check your connection and try again.',
    }
  }
  // By name, not instanceof: the DOMException may come from another realm (jsdom, an iframe, a remote).
  if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError') {
    return { status: 0, code: 'ABORTED', message: 'The request was cancelled.' }
  }
  return { status: 0, code: 'UNKNOWN', message: 'Something went wrong. Please try again.' }
}

function messageForStatus(status: number): string {
  if (status === 401) return 'Please sign in again.'
  if (status === 403) return 'You do not have permission to do that.'
  if (status === 404) return 'We could not find what you asked for.'
  if (status === 408 || status === 504) return 'The server took too long to answer. Please try again.'
  if (status === 413) return 'That file is too big.'
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.'
  if (status >= 500) return 'The server had a problem. Please try again later.'
  return 'The request could not be completed.'
}
