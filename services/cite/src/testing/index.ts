export { buildCiteTestApp } from './buildCiteTestApp.ts'
export { startCiteServer } from './startCiteServer.ts'
