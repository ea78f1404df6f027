import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderOrders } from '../test/renderOrders.tsx'
import { build } from './routes.tsx'

describe('the orders remote', () => {
  it('offers the two services where the shell mounts it', async () => {
    renderOrders('/order/new')
    expect(await screen.findByRole('heading', { level: 1, name: 'New order' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Order a Sample Citation' }).getAttribute('href')).toBe(
      '/order/new/sample-citation',
    )
    expect(screen.getByRole('link', { name: 'Order a Research Assistant' })).toBeTruthy()
  })

  it('reports the build it came from', () => {
    expect(build).toBe('local')
  })
})
