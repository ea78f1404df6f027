import { defineTestConfig } from '@unikit/config/vitest'
import { mergeConfig } from 'vitest/config'

// The remote's tests talk to the real accounts and orders services (started once, in memory) behind one origin:
// no fakes of our own parts.
export default mergeConfig(
  defineTestConfig('jsdom', [
    '@unikit/design-system/test-setup',
    '@unikit/config/vitest-relative-requests',
    '@unikit/config/vitest-browser-cookies',
    './test/setup.ts',
  ]),
  {
    test: { globalSetup: ['./test/node/ordersPlatform.ts'], testTimeout: 20_000, hookTimeout: 90_000 },
  },
)
