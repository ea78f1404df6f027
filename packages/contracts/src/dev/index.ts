export { DevMail, DevMailLatestQuery, DevMailList, DevMailListQuery } from './DevMail.ts'
