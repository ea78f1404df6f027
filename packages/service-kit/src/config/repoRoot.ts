import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The monorepo root (the folder holding pnpm-workspace.yaml), found from this file so the cwd does not matter. */
export function repoRoot(from: string = import.meta.dirname): string {
  let dir = from
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir)
    if (parent === dir) return process.cwd()
    dir = parent
  }
  return dir
}
