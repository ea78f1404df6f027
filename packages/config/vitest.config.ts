import { defineTestConfig } from './src/vitest.ts'

export default defineTestConfig('node')
