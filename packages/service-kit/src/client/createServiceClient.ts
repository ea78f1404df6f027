import { ErrorBody } from '@unikit/contracts'
import type { Static, TSchema } from 'typebox'
import Value from 'typebox/value'
import { kitErrors } from '../errors/kitErrors.ts'
import type { UpstreamFailure } from './UpstreamFailure.ts'

/** Routes other services call live under this prefix; the public origin never proxies it. */
export const INTERNAL_PREFIX = '/internal'

/** The header carrying `INTERNAL_TOKEN` on service-to-service calls. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token'

export interface ServiceClientOptions {
  /** e.g. `http://127.0.0.1:4101`, from the caller's config. */
  baseUrl: string
  /** Used in error messages and logs, e.g. `accounts`. */
  name: string
  timeoutMs?: number
  /** The caller's `INTERNAL_TOKEN`: sent on every call, as `/internal/*` routes require it when set. */
  internalToken?: string
}

export interface CallOptions<Response extends TSchema> {
  /** The response schema: the body is checked against it, so a changed contract fails loudly here. */
  response: Response
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  headers?: Record<string, string>
  /** Forwarded as x-request-id, so one request can be followed across services in the logs. */
  requestId?: string
}

export interface ServiceClient {
  get<R extends TSchema>(path: string, options: CallOptions<R>): Promise<Static<R>>
  post<R extends TSchema>(path: string, options: CallOptions<R>): Promise<Static<R>>
}

/**
 * A small typed client for service-to-service calls. Failures surface as coded errors a route can let
 * through: UPSTREAM_TIMEOUT (504) and UPSTREAM_FAILED (502), the latter with `upstream` holding the other
 * service's status and error body when it sent one.
 */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const timeoutMs = options.timeoutMs ?? 10_000
  const call = async <R extends TSchema>(method: string, path: string, call: CallOptions<R>) => {
    const url = new URL(path, options.baseUrl)
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value))
    }
    const headers: Record<string, string> = options.internalToken
      ? { [INTERNAL_TOKEN_HEADER]: options.internalToken }
      : {}
    const response = await send(
      url,
      method,
      { ...call, headers: { ...headers, ...call.headers } },
      options.name,
      timeoutMs,
    )
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok)
      throw upstreamError(`${options.name} answered ${response.status}`, response.status, body)
    if (!Value.Check(call.response, body)) {
      throw upstreamError(
        `${options.name} sent a response that does not match its contract`,
        response.status,
        body,
      )
    }
    return body as Static<R>
  }
  return {
    get: (path, callOptions) => call('GET', path, callOptions),
    post: (path, callOptions) => call('POST', path, callOptions),
  }
}

async function send(url: URL, method: string, call: CallOptions<TSchema>, name: string, timeoutMs: number) {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers }
  if (call.requestId) headers['x-request-id'] = call.requestId
  if (call.body !== undefined) headers['content-type'] = 'application/json'
  try {
    return await fetch(url, {
      method,
      headers,
      ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      throw new kitErrors.UPSTREAM_TIMEOUT(name, String(timeoutMs))
    throw upstreamError(`${name} is unreachable`, undefined, undefined, error)
  }
}

function upstreamError(message: string, status: number | undefined, body: unknown, cause?: unknown) {
  const upstream: UpstreamFailure = { status, error: Value.Check(ErrorBody, body) ? body.error : undefined }
  return Object.assign(new kitErrors.UPSTREAM_FAILED(message, { cause }), { upstream })
}
