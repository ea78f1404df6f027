import { definePageTestConfig } from '@unikit/config/vitest'

// The pages' tests call the remote's real service (started once for the run): no fakes of our own parts.
export default definePageTestConfig(['@unikit/design-system/test-setup', './test/setup.ts'])
