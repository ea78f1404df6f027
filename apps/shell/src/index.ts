// Fetch remotes.json while the bootstrap chunk downloads; the async import is the boundary that lets Module
// Federation negotiate the shared singletons before any of them runs. Once remotes.json is in, the remote this
// page shows starts downloading beside the shell's chunks (docs/decisions/0623-landing-and-citation-lcp.md). A page
// that came with its first view is painted first (decision 0624), and the start then runs in short tasks: the
// shared modules are evaluated one at a time, with the browser free between them (decision 0762).

import { fetchRemotesManifest } from './federation/fetchRemotesManifest.ts'
import { preloadRemoteShownAt } from './federation/preloadRemoteShownAt.ts'
import { registerAllRemotes } from './federation/remoteRegistry.ts'
import { afterFirstViewPaint } from './firstView/afterFirstViewPaint.ts'
import { recordFirstViewInput } from './firstView/recordFirstViewInput.ts'
import { reloadOnceAfterFailedStart, startSucceeded } from './firstView/reloadOnceAfterFailedStart.ts'
import { sentSignedOut } from './firstView/sentSignedOut.ts'
import { startBootPreloads } from './firstView/startBootPreloads.ts'
import { yieldToMain } from './firstView/yieldToMain.ts'

/** The largest modules of the start, evaluated each in a task of its own before the rest (decision 0762). */
const stages = [
  () => import('react-dom/client'),
  () => import('react-router'),
  () => import('@unikit/design-system'),
  () => import('@unikit/auth'),
]

async function start() {
  startBootPreloads()
  await yieldToMain()
  const manifest = fetchRemotesManifest().then(async (listed) => {
    registerAllRemotes(listed)
    await yieldToMain()
    preloadRemoteShownAt(window.location.pathname, listed, sentSignedOut())
    return listed
  })
  for (const stage of stages) {
    await stage()
    await yieldToMain()
  }
  const { boot } = await import('./bootstrap.tsx')
  await manifest
  await yieldToMain()
  await boot()
  startSucceeded()
}

const root = document.getElementById('root')
if (root) recordFirstViewInput(root)
afterFirstViewPaint(() => {
  start().catch(reloadOnceAfterFailedStart)
})
