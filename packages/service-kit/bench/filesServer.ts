// The files fixture service on its own, for bench/files.ts: a process apart from the load it measures.

import { buildFilesApp } from '../src/fixtures/filesService.ts'
import { startService } from '../src/startService.ts'

await startService(buildFilesApp())
