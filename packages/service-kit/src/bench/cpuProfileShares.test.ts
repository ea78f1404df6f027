import { describe, expect, it } from 'vitest'
import { type CallFrame, type CpuProfile, cpuProfileShares, ownerOfPath } from './cpuProfileShares.ts'

const frame = (functionName: string, url = ''): CallFrame => ({
  functionName,
  url,
  lineNumber: 0,
  columnNumber: 0,
})

describe('cpuProfileShares', () => {
  it('gives self time to the sampled frame, a native frame to its caller, and inclusive time to each owner on the stack', async () => {
    // (root) → handler (ours) → serialize (a package) → JSON.stringify (native); and (idle).
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2, 5] },
        { id: 2, callFrame: frame('handler', 'file:///repo/services/gifts/src/routes/a.ts'), children: [3] },
        {
          id: 3,
          callFrame: frame('serialize', 'file:///repo/node_modules/fast-json-stringify/index.js'),
          children: [4],
        },
        { id: 4, callFrame: frame('stringify') },
        { id: 5, callFrame: frame('(idle)') },
      ],
      samples: [2, 3, 4, 4, 5],
      timeDeltas: [0, 1000, 1000, 1000, 1000, 1000],
    }
    const shares = await cpuProfileShares(
      profile,
      ({ url, functionName }) => ({ owner: ownerOfPath(new URL(url).pathname), where: functionName }),
      ({ owners, leaf }) => [
        ...(owners.has('fast-json-stringify') ? ['serialising'] : []),
        ...(leaf.native ? ['native'] : []),
      ],
    )
    expect(shares.total).toBe(4)
    expect(Object.fromEntries(shares.self)).toEqual({ 'services/gifts/routes': 1, 'fast-json-stringify': 3 })
    expect(Object.fromEntries(shares.inclusive)).toEqual({
      'services/gifts/routes': 4,
      'fast-json-stringify': 3,
    })
    expect(shares.functions.get('stringify ← serialize')).toBe(2)
    expect(Object.fromEntries(shares.phases)).toEqual({ serialising: 3, native: 2 })
  })

  it('names owners by package, workspace folder or Node module', () => {
    expect(ownerOfPath('/r/node_modules/.pnpm/pg@8/node_modules/pg/lib/client.js')).toBe('pg')
    expect(ownerOfPath('/r/node_modules/@fastify/ajv-compiler/index.js')).toBe('@fastify/ajv-compiler')
    expect(ownerOfPath('/r/packages/service-kit/src/auth/cachedVerifier.ts')).toBe(
      'packages/service-kit/auth',
    )
    expect(ownerOfPath('/r/services/gifts/src/app.ts')).toBe('services/gifts')
    expect(ownerOfPath('node:internal/streams/writable')).toBe('node:internal/streams')
  })
})
