import { describe, expect, it } from 'vitest'
import { sentSignedOut } from './sentSignedOut.ts'

describe('sentSignedOut', () => {
  it('reads the mark the server puts on the root of a page sent without a session cookie', () => {
    const root = document.createElement('div')
    expect(sentSignedOut(root)).toBe(false)
    root.dataset.signedOut = ''
    expect(sentSignedOut(root)).toBe(true)
    expect(sentSignedOut(null)).toBe(false)
  })
})
