// The outside world of the platform, faked on loopback for tests (README.md): one export per fake.
export { misbehavingDois } from './crossref/crossrefFake.ts'
export { mailedLink } from './outbox/mailedLink.ts'
export { pageFixture } from './pages/pagesFake.ts'
export { type RunningSmtp, type SmtpFakeOptions, startSmtpFake } from './smtp/startSmtpFake.ts'
export { type FakeRequest, type RunningFakes, startFakes } from './startFakes.ts'
