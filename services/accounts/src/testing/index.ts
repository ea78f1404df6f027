export { describeWhoami } from './describeWhoami.ts'
export { type RunningAccounts, startAccounts } from './startAccounts.ts'
