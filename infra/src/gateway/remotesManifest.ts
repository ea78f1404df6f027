import { readFile } from 'node:fs/promises'
import { defaultManifestPath, type RemoteName, remoteNames } from '@unikit/config/remotes'

export type RemotesManifest = Record<RemoteName, string>

/** Every remote at the build the runner serves from its own `dist/`. */
export function defaultRemotesManifest(): RemotesManifest {
  return Object.fromEntries(remoteNames.map((name) => [name, defaultManifestPath(name)])) as RemotesManifest
}

async function readManifestFile(file: string): Promise<Partial<RemotesManifest>> {
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'))
  const isMap =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((entry) => typeof entry === 'string')
  if (!isMap) throw new Error('it is not an object of remote names to manifest URLs')
  return parsed as Partial<RemotesManifest>
}

/**
 * Reads `remotes.json` on every call, so a release (or a rollback) is one edit of that file and never a
 * restart or a shell rebuild; remotes missing from the file keep their default entry. While the file cannot be
 * read or parsed (a release edit half-written, the file moved), the last good manifest is served (the defaults
 * before any), so pages keep working, and the error is logged once per distinct error rather than per request.
 */
export function remotesManifestReader(
  file: string | undefined,
  log: (line: string) => void,
): () => Promise<RemotesManifest> {
  let lastGood = defaultRemotesManifest()
  let failure: string | null = null
  return async () => {
    if (!file) return lastGood
    try {
      lastGood = { ...defaultRemotesManifest(), ...(await readManifestFile(file)) }
      if (failure) log(`remotes.json: ${file} reads again`)
      failure = null
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (message !== failure) {
        log(`remotes.json: cannot use ${file} (${message}); serving the last good manifest`)
      }
      failure = message
    }
    return lastGood
  }
}
