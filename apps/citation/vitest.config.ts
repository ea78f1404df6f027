import { defineTestConfig } from '@unikit/config/vitest'
import { mergeConfig } from 'vitest/config'

// The auto-cite tests talk to the real cite service, pointed at the third-party fakes: no fakes of our own
// parts.
export default mergeConfig(
  defineTestConfig('jsdom', ['@unikit/design-system/test-setup', './test/setup.ts']),
  {
    test: { globalSetup: ['./test/node/citeService.ts'], testTimeout: 15_000, hookTimeout: 60_000 },
  },
)
