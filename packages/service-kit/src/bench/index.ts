export { loadSummary, percentile } from './loadSummary.ts'
export { readBenchArgs } from './readBenchArgs.ts'
export { type LoadOptions, type LoadResult, runLoad } from './runLoad.ts'
export { type BenchApp, startBenchApp } from './startBenchApp.ts'
