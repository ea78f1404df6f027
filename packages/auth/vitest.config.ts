import { defineTestConfig } from '@unikit/config/vitest'
import { mergeConfig } from 'vitest/config'

// The client's rules are tested against loopback servers; the account calls against the real accounts service.
export default mergeConfig(
  defineTestConfig('jsdom', [
    '@unikit/config/vitest-relative-requests',
    '@unikit/config/vitest-browser-cookies',
    './test/setup.ts',
  ]),
  { test: { globalSetup: ['./test/node/accountsService.ts'], testTimeout: 15_000, hookTimeout: 60_000 } },
)
