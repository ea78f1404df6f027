/**
 * The e2e run's third-party fakes (Crossref, article pages), which the service's tests start on loopback too,
 * so both test the same fixtures. Listed as a test input in this package's turbo.json.
 */
export { misbehavingDois } from '../../../../e2e/support/fakes/crossrefFake.ts'
export { pageFixture } from '../../../../e2e/support/fakes/pagesFake.ts'
export { type RunningFakes, startFakes } from '../../../../e2e/support/fakes/startFakes.ts'
