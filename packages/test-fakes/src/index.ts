// The outside world of the platform, faked on loopback for tests (README.md): one export per fake.
export { misbehavingDois } from './crossref/crossrefFake.ts'
export { freePort } from './freePort.ts'
export { mailedLink } from './outbox/mailedLink.ts'
export { pageFixture } from './pages/pagesFake.ts'
export { type RunningSmtp, type SmtpFakeOptions, startSmtpFake } from './smtp/startSmtpFake.ts'
export { type FakeRequest, type RunningFakes, startFakes } from './startFakes.ts'
export { type RedisOptions, type RunningRedis, startRedis } from './startRedis.ts'
export { type RunningS3, startS3 } from './startS3.ts'
