import { describe, expect, it } from 'vitest'
import { firstViewRemoteLoaded } from './firstViewRemoteLoaded.ts'

const root = (firstViewOf?: string) => {
  const element = document.createElement('div')
  if (firstViewOf) element.dataset.firstViewOf = firstViewOf
  return element
}

describe('firstViewRemoteLoaded', () => {
  it('is false at once for a page without a first view, true at once for one the shell rendered whole', async () => {
    expect(await firstViewRemoteLoaded(root())).toBe(false)
    expect(await firstViewRemoteLoaded(root('shell'), 60_000)).toBe(true)
  })
})
