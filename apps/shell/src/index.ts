// Fetch remotes.json while the bootstrap chunk downloads; the async import is the boundary that lets Module
// Federation negotiate the shared singletons before any of them runs.
import { fetchRemotesManifest } from './federation/fetchRemotesManifest.ts'

const manifest = fetchRemotesManifest()
void import('./bootstrap.tsx').then(async ({ boot }) => boot(await manifest))
