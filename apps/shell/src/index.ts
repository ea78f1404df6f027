// Fetch remotes.json while the bootstrap chunk downloads; the async import is the boundary that lets Module
// Federation negotiate the shared singletons before any of them runs. Once remotes.json is in, the remote this
// page shows starts downloading beside the shell's chunks (docs/decisions/0623-landing-and-citation-lcp.md). A page
// that came with its first view is painted first (decision 0624).

import { fetchRemotesManifest } from './federation/fetchRemotesManifest.ts'
import { preloadRemoteShownAt } from './federation/preloadRemoteShownAt.ts'
import { registerAllRemotes } from './federation/remoteRegistry.ts'
import { afterFirstViewPaint } from './firstView/afterFirstViewPaint.ts'
import { recordFirstViewInput } from './firstView/recordFirstViewInput.ts'
import { reloadOnceAfterFailedStart, startSucceeded } from './firstView/reloadOnceAfterFailedStart.ts'

const root = document.getElementById('root')
if (root) recordFirstViewInput(root)
afterFirstViewPaint(() => {
  const manifest = fetchRemotesManifest().then((listed) => {
    registerAllRemotes(listed)
    preloadRemoteShownAt(window.location.pathname, listed)
    return listed
  })
  import('./bootstrap.tsx')
    .then(async ({ boot }) => {
      await manifest
      await boot()
      startSucceeded()
    })
    .catch(reloadOnceAfterFailedStart)
})
