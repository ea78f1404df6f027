export {
  describeStorageContract,
  generatedBody,
  type StorageUnderTest,
} from '../storage/describeStorageContract.ts'
export { type BuildApp, buildTestApp } from './buildTestApp.ts'
export { describeServiceBasics, type ServiceBasics } from './describeServiceBasics.ts'
export { type FormPart, multipartBody } from './multipartBody.ts'
export { pgliteTemplate } from './pgliteTemplate.ts'
export { s3StorageEnv } from './s3StorageEnv.ts'
export { sampleFiles } from './sampleFiles.ts'
export { type ServerProcess, startServerProcess } from './startServerProcess.ts'
export { testDatabaseKind, testDatabaseOptions } from './testDatabase.ts'
