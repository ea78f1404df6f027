import { defineServiceTestConfig } from '@unikit/service-kit/vitest'

export default defineServiceTestConfig()
