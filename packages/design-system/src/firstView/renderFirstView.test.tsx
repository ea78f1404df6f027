import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { useMediaQuery } from '../hooks/useMediaQuery.ts'
import { renderFirstView } from './renderFirstView.tsx'

function Bar() {
  return useMediaQuery('(width <= 630px)') ? <p>phone bar</p> : <p>full row</p>
}

function Broken(): never {
  throw new Error('a broken component')
}

describe('renderFirstView', () => {
  it('renders what a phone and a laptop would each show first', async () => {
    const view = await renderFirstView(<Bar />)
    expect(view).toEqual({ narrow: '<p>phone bar</p>', wide: '<p>full row</p>' })
  })

  it('fails on an error a Suspense boundary would have hidden behind its fallback', async () => {
    await expect(
      renderFirstView(
        <Suspense fallback={<p>Loading</p>}>
          <Broken />
        </Suspense>,
      ),
    ).rejects.toThrow('a broken component')
  })
})
