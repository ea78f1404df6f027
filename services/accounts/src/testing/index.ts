export { type BenchBehindAccounts, benchBehindAccounts } from './benchBehindAccounts.ts'
export { describeWhoami } from './describeWhoami.ts'
export { type RunningAccounts, type SignedIn, startAccounts } from './startAccounts.ts'
export { type Answer, type BehindAccounts, startBehindAccounts } from './startBehindAccounts.ts'
