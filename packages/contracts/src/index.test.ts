import { describe, expect, it } from 'vitest'
import * as dev from './dev/index.ts'
import * as root from './index.ts'

describe('package exports', () => {
  it('exposes the shared schemas at the root and per area', () => {
    expect(root.ErrorBody.type).toBe('object')
    expect(root.HealthBody.properties.status.const).toBe('ok')
    expect(root.DevMailList).toBe(dev.DevMailList)
  })
})
