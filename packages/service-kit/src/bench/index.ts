export {
  againstBaseline,
  baselineGoal,
  baselineRatio,
  describeMachine,
  type Target,
} from './againstBaseline.ts'
export {
  type BareAnswer,
  type BareHandler,
  type BareRequest,
  benchSessionUser,
  startBareServer,
} from './bareServer.ts'
export { type BenchClient, benchClient } from './benchClient.ts'
export { benchNodeArgs } from './benchNodeArgs.ts'
export {
  addShares,
  type CallFrame,
  type CpuProfile,
  type CpuShares,
  cpuProfileShares,
  type FrameName,
  ownerOfPath,
  printShares,
  type SampleStack,
} from './cpuProfileShares.ts'
export { loadSummary, percentile } from './loadSummary.ts'
export { readBenchArgs } from './readBenchArgs.ts'
export { type ArrivalOptions, runArrivals } from './runArrivals.ts'
export { type LoadOptions, type LoadResult, runLoad } from './runLoad.ts'
export { sameAnswers } from './sameAnswers.ts'
export { type SpawnedService, spawnService } from './spawnService.ts'
export { type BenchService, startBenchService } from './startBenchService.ts'
