// Where a service's CPU time went during a bench, from the profile `--profile <dir>` had Node write when the
// service exited (`node --cpu-prof`): self time and inclusive time by package or module of ours, then the top
// functions. Relative shares are the point: a loaded machine stretches every sample alike.
//
//   pnpm --filter @unikit/gifts bench -- --profile /tmp/gifts-profile
//   pnpm --filter @unikit/service-kit bench:profile /tmp/gifts-profile/service/*.cpuprofile [-- --top 40]
//   pnpm --filter @unikit/service-kit bench:profile /tmp/gifts-profile/baseline/*.cpuprofile   (the bare baseline)
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import {
  addShares,
  type CallFrame,
  type CpuProfile,
  type CpuShares,
  cpuProfileShares,
  ownerOfPath,
  printShares,
} from '../src/bench/index.ts'

const args = process.argv.slice(2).filter((arg) => arg !== '--')
const topAt = args.indexOf('--top')
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 30
if (args.length === 0) throw new Error('Give one or more .cpuprofile files')

const nameOf = (frame: CallFrame) => {
  const path = frame.url.startsWith('file:') ? fileURLToPath(frame.url) : frame.url
  const short = path.replace(/.*node_modules\//, '').replace(/.*\/(apps|packages|services)\//, '$1/')
  return {
    owner: ownerOfPath(path),
    where: `${frame.functionName || '(anonymous)'} ${short}:${frame.lineNumber + 1}`,
  }
}

let all: CpuShares | undefined
for (const file of args) {
  const shares = await cpuProfileShares(JSON.parse(await readFile(file, 'utf8')) as CpuProfile, nameOf)
  all = all ? addShares(all, shares) : shares
}
console.log(printShares(all!, { top }))
