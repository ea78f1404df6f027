import { readFile } from 'node:fs/promises'
import { defaultManifestPath, type RemoteName, remoteNames } from '@unikit/config/remotes'

export type RemotesManifest = Record<RemoteName, string>

/** Every remote at the build the runner serves from its own `dist/`. */
export function defaultRemotesManifest(): RemotesManifest {
  return Object.fromEntries(remoteNames.map((name) => [name, defaultManifestPath(name)])) as RemotesManifest
}

/**
 * Reads `remotes.json` on every request, so a release (or a rollback) is one edit of that file and never
 * a restart or a shell rebuild. Remotes missing from the file keep their default entry.
 */
export async function loadRemotesManifest(file: string | undefined): Promise<RemotesManifest> {
  const defaults = defaultRemotesManifest()
  if (!file) return defaults
  const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<RemotesManifest>
  return { ...defaults, ...parsed }
}
