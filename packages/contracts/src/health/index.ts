export { HealthBody } from './HealthBody.ts'
