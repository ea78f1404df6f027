import { startPlatform } from './startPlatform.ts'

// `npm start` lands here once the toolchain is in place and everything is built (infra/bootstrap.mjs).
const started = Date.now()
const platform = await startPlatform({
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST,
  servicePortBase: process.env.SERVICE_PORT_BASE ? Number(process.env.SERVICE_PORT_BASE) : undefined,
  dataRoot: process.env.DATA_ROOT,
  remotesFile: process.env.REMOTES_FILE,
  releasesDir: process.env.RELEASES_DIR,
  seedDemo: process.env.SEED_DEMO !== '0',
})
console.log(
  `\n  Unikit is running at ${platform.url}  (ready in ${Date.now() - started} ms; Ctrl-C stops it)\n`,
)
if (!process.env.DATABASE_URL) {
  // What survives is measured in infra/src/scale/pgliteCrash.test.ts; what does not is a machine's crash.
  console.log(
    '  The data lives in an embedded database (PGlite) under data/: it survives a crash of Unikit itself but is\n' +
      '  never flushed to disk (no fsync), so a power cut or a crash of the machine can lose it. It is for trying\n' +
      '  the platform, not for keeping data: production runs on PostgreSQL (DATABASE_URL; docs/OPERATIONS.md).\n',
  )
}

let stopping = false
const shutdown = async (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: stopping Unikit…`)
  await platform.stop()
  console.log('Unikit stopped.')
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
