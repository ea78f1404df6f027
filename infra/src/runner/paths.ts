import path from 'node:path'
import { type RemoteName, remoteNames } from '@unikit/config/remotes'
import type { ServiceName } from '../services.ts'

export const repoRoot = path.resolve(import.meta.dirname, '../../..')

export const shellDist = path.join(repoRoot, 'apps/shell/dist')

export const remoteDists = Object.fromEntries(
  remoteNames.map((name) => [name, path.join(repoRoot, 'apps', name, 'dist')]),
) as Record<RemoteName, string>

export function serviceDir(name: ServiceName): string {
  return path.join(repoRoot, 'services', name)
}
