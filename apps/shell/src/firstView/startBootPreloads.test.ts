import { describe, expect, it } from 'vitest'
import { startBootPreloads } from './startBootPreloads.ts'

describe('startBootPreloads', () => {
  it('puts the preloads a first view held back into the head, once', () => {
    document.head.innerHTML =
      '<template data-after-first-view><link rel="preload" as="script" href="/56.js"></template>'
    startBootPreloads()
    startBootPreloads()
    expect(document.head.innerHTML).toBe('<link rel="preload" as="script" href="/56.js">')
  })
})
