import { defineTestConfig } from '@unikit/config/vitest'

/** `pnpm test:scale`: the scale-out proof (src/scale), apart from the quick suite. */
const config = defineTestConfig('node')
config.test = {
  ...config.test,
  include: ['src/scale/**/*.test.ts'],
  testTimeout: 120_000,
  hookTimeout: 180_000,
}
export default config
