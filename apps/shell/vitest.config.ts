import { defineTestConfig } from '@unikit/config/vitest'
import { mergeConfig } from 'vitest/config'

// The shell's tests talk to a real accounts service (started once, in memory): no fakes of our own parts.
export default mergeConfig(
  defineTestConfig('jsdom', [
    '@unikit/design-system/test-setup',
    '@unikit/config/vitest-relative-requests',
    '@unikit/config/vitest-browser-cookies',
    './test/setup.ts',
  ]),
  {
    test: { globalSetup: ['./test/node/accountsService.ts'], testTimeout: 15_000, hookTimeout: 60_000 },
  },
)
