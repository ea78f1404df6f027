import { defineTestConfig } from '@unikit/config/vitest'

export default defineTestConfig('jsdom', ['@unikit/design-system/test-setup', './test/setup.ts'])
