export { itShowsTheDeskStates } from './itShowsTheDeskStates.ts'
