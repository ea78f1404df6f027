import { describe, expect, it } from 'vitest'
import { sharedConfig, sharedSingletons } from './shared.ts'

describe('sharedConfig', () => {
  it('shares every singleton with the version from its own package.json', () => {
    const shared = sharedConfig(`${import.meta.dirname}/../../../apps/shell`)
    expect(Object.keys(shared)).toEqual([...sharedSingletons])
    expect(shared.react?.version).toMatch(/^19\./)
    expect(shared['@unikit/auth']).toMatchObject({
      singleton: true,
      version: '0.1.0',
      requiredVersion: '^0.1.0',
    })
  })
})
