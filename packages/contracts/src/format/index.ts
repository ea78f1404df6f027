export { formatCount, formatDate, formatDateTime, formatVnd, UNIKIT_TIME_ZONE } from './format.ts'
export { formatFileSize } from './formatFileSize.ts'
