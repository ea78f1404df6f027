import { startService } from '@unikit/service-kit'
import { buildApp } from './app.ts'

await startService(buildApp())
