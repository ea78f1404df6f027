import { defineServiceTestConfig } from './src/vitest/index.ts'

export default defineServiceTestConfig()
