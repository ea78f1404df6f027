import type { ErrorBody } from '@unikit/contracts'

/** What another service answered, attached as `error.upstream` to an UPSTREAM_FAILED error. */
export interface UpstreamFailure {
  /** Undefined when the service could not be reached at all. */
  status: number | undefined
  error: ErrorBody['error'] | undefined
}
