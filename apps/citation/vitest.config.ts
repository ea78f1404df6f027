import { defineTestConfig } from '@unikit/config/vitest'
import { mergeConfig } from 'vitest/config'

// The remote's tests talk to a real cite service (started once for the run), pointed at the third-party
// fakes for auto-cite: no fakes of our own parts.
export default mergeConfig(
  defineTestConfig('jsdom', ['@unikit/design-system/test-setup', './test/setup.ts']),
  {
    test: { globalSetup: ['./test/node/citeService.ts'], testTimeout: 15_000, hookTimeout: 60_000 },
  },
)
