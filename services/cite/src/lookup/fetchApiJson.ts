import type { ServiceError } from '@unikit/service-kit'
import { errors } from '../errors.ts'
import { formatSeconds } from '../formatSeconds.ts'
import { readJson } from './readJson.ts'

/** An outside lookup API as the service calls it: its name in messages, how long to wait, who asks. */
export interface LookupApi {
  /** `Crossref`, `Open Library`: in the messages a student may read. */
  name: string
  timeoutMs: number
  userAgent: string
}

/** The User-Agent of Unikit's lookups, with the contact address the APIs ask for when there is one. */
export function lookupUserAgent(contact: string): string {
  return `Unikit/0.1 (citation tool of Unikit${contact ? `; mailto:${contact}` : ''})`
}

/** The most an API answer may weigh: an answer, never a download. */
const MAX_ANSWER_BYTES = 10 * 1024 * 1024

/**
 * One GET of a lookup API's JSON: never following a redirect (the base URL is the only address called), bounded
 * in time (the whole call) and size. A refusal (not 2xx) comes back with its status and no body; an API that
 * cannot be reached, does not answer in time or sends what is not JSON is `LOOKUP_FAILED` or `LOOKUP_TIMEOUT`.
 */
export async function fetchApiJson(api: LookupApi, url: URL): Promise<{ status: number; body?: unknown }> {
  let response: Response
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': api.userAgent },
      signal: AbortSignal.timeout(api.timeoutMs),
      redirect: 'error',
    })
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw lookupTimeout(api)
    throw new errors.LOOKUP_FAILED(`${api.name} cannot be reached`, { cause: error })
  }
  if (!response.ok) {
    await response.body?.cancel()
    return { status: response.status }
  }
  try {
    return { status: response.status, body: await readJson(response, MAX_ANSWER_BYTES) }
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw lookupTimeout(api)
    throw new errors.LOOKUP_FAILED(`${api.name} sent an answer that cannot be read`, { cause: error })
  }
}

/** What a refusal of the API means for the student: busy (429), or failed with its status. */
export function lookupRefused(api: LookupApi, status: number): ServiceError {
  if (status === 429) return new errors.LOOKUP_FAILED(`${api.name} is busy; try again in a minute`)
  return new errors.LOOKUP_FAILED(`${api.name} answered ${status}`)
}

export function unexpectedAnswer(api: LookupApi): ServiceError {
  return new errors.LOOKUP_FAILED(`${api.name} sent an unexpected answer`)
}

function lookupTimeout(api: LookupApi): ServiceError {
  return new errors.LOOKUP_TIMEOUT(formatSeconds(api.timeoutMs))
}
