import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime'
import { partModuleId, type RemotePartModule, type RemotePartName, remoteParts } from '@unikit/config/remotes'
import type { RouteObject } from 'react-router'
import type { RemotesManifest } from './fetchRemotesManifest.ts'

/**
 * What every remote exposes as `./routes`: its nested route tree, mounted at its path, and, for a tool with a staff
 * desk, the desk's tree, mounted at `/staff/<tool>` (docs/product/platform.md#staff-desks).
 */
export type RemoteRoutesModule = { routes: RouteObject[]; staffRoutes?: RouteObject[]; build?: string }

export type RemoteLoader = (name: string) => Promise<RemoteRoutesModule>

let entries: RemotesManifest = {}

export function registerAllRemotes(manifest: RemotesManifest) {
  entries = manifest
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })))
}

/** Loads a remote's route module through the federation runtime; rejects when it is missing or broken. */
export const loadRemoteRoutes: RemoteLoader = async (name) => {
  if (!entries[name]) throw new Error(`The remote "${name}" is not listed in remotes.json`)
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`)
  if (!module?.routes) throw new Error(`The remote "${name}" did not expose its routes`)
  return module
}

export type PartLoader = <Part>(name: RemotePartName) => Promise<RemotePartModule<Part>>

/**
 * Loads a part a remote exposes for a page the shell composes (`remoteParts`, docs/decisions/0764-the-course-page-composes-parts.md)
 * through the same runtime and manifest as its routes; rejects when the remote is missing or the part broken.
 */
export const loadRemotePart: PartLoader = async <Part>(name: RemotePartName) => {
  const { remote } = remoteParts[name]
  if (!entries[remote]) throw new Error(`The remote "${remote}" is not listed in remotes.json`)
  const module = await loadRemote<RemotePartModule<Part>>(partModuleId(name))
  if (!module?.part) throw new Error(`The remote "${remote}" did not expose its part "${name}"`)
  return module
}

/** Forgets a failed remote so the next load fetches its manifest and entry again (the Retry button). */
export function resetRemote(name: string) {
  const entry = entries[name]
  if (entry) registerRemotes([{ name, entry }], { force: true })
}
