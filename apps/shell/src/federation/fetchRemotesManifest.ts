export type RemotesManifest = Record<string, string>

/**
 * Reads `remotes.json`, served beside the shell and never cached, so releasing a remote never needs a shell
 * build. If it cannot be read the shell still renders, and each remote route shows its error panel.
 */
export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  try {
    const response = await fetch(url, { cache: 'no-store' })
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    return (await response.json()) as RemotesManifest
  } catch (error) {
    console.error('Unikit: could not read the remotes manifest', error)
    return {}
  }
}
