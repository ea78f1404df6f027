import { defineTestConfig } from '@unikit/config/vitest'

export default defineTestConfig('node')
