import { startFakes } from './startFakes.ts'

/** `node packages/test-fakes/src/main.ts`: the third-party fakes for an e2e run, on E2E_FAKES_PORT (default 5190). */
const port = Number(process.env.E2E_FAKES_PORT ?? 5190)
const fakes = await startFakes({ port })
console.log(
  `third-party fakes on ${fakes.url} (Crossref at ${fakes.crossrefUrl}, Open Library at ${fakes.openLibraryUrl})`,
)

const stop = () => {
  void fakes.close().then(() => process.exit(0))
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
