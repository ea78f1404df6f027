export { formatCount, formatDate, formatDateTime, formatVnd, UNIKIT_TIME_ZONE } from './format.ts'
