/** What `/readyz` and the shutdown guard need to know about the service's life. */
export interface Lifecycle {
  /** Migrations (and the demo seed, when asked for) have completed. */
  migrated: boolean
  /** `close()` has begun: new requests get 503 while in-flight ones finish. */
  closing: boolean
  /** SIGTERM came: still serving, but `/readyz` says 503 so load balancers move away (drainPlugin). */
  draining?: boolean
}
