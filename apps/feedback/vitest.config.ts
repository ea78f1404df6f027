import { defineTestConfig } from '@unikit/config/vitest'

// No server in these tests: the few that render a page answer its calls with a fake fetch (src/testing/fakeApi.ts).
export default defineTestConfig('jsdom', [
  '@unikit/design-system/test-setup',
  '@unikit/config/vitest-relative-requests',
])
