export { freePort } from './freePort.ts'
export { type RedisOptions, type RunningRedis, startRedis } from './startRedis.ts'
export { type RunningS3, startS3 } from './startS3.ts'
