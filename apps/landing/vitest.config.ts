import { defineTestConfig } from '@unikit/config/vitest'
import { mergeConfig } from 'vitest/config'

// The page's tests talk to a real gift service (started once, seeded with the demo campaign): no fakes of
// our own parts.
export default mergeConfig(
  defineTestConfig('jsdom', ['@unikit/design-system/test-setup', './test/setup.ts']),
  {
    test: { globalSetup: ['./test/node/giftService.ts'], testTimeout: 15_000, hookTimeout: 60_000 },
  },
)
