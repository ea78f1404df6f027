import { defineTestConfig } from '@unikit/config/vitest'
import { mergeConfig } from 'vitest/config'

// The scale-out proof runs on its own (`pnpm test:scale`, vitest.scale.config.ts): it starts real clusters.
export default mergeConfig(defineTestConfig('node'), {
  test: { exclude: ['src/scale/**', 'node_modules/**'] },
})
