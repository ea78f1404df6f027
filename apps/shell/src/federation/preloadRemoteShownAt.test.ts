import { describe, expect, it } from 'vitest'
import { remoteShownAt } from './preloadRemoteShownAt.ts'

describe('the remote a first visit shows', () => {
  it('is the landing at / and the citation tool at /citation and below', () => {
    expect(remoteShownAt('/')).toBe('landing')
    expect(remoteShownAt('/citation')).toBe('citation')
    expect(remoteShownAt('/citation/3')).toBe('citation')
  })

  it('is none behind the login gate, on the shell’s own pages and on look-alike paths', () => {
    for (const path of ['/archive', '/order/new', '/feedback', '/terms', '/404', '/citations', '/landing']) {
      expect(remoteShownAt(path)).toBeUndefined()
    }
  })
})
