export { type BuildApp, buildTestApp } from './buildTestApp.ts'
export { pgliteTemplate } from './pgliteTemplate.ts'
export { type ServerProcess, startServerProcess } from './startServerProcess.ts'
export { testDatabaseKind, testDatabaseOptions } from './testDatabase.ts'
