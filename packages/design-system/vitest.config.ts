import { defineTestConfig } from '@unikit/config/vitest'

export default defineTestConfig('jsdom', ['./test/setup.ts'])
