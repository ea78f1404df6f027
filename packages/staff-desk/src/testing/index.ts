export { decideWithReason } from './decideWithReason.ts'
export { itShowsTheDeskStates } from './itShowsTheDeskStates.ts'
