import { screen, within } from '@testing-library/react'
import { expectFailedLoad, pageAs, tokenOf } from '@unikit/auth/testing'
import { describe, expect, it } from 'vitest'
import { placeSampleCitation, quote } from '../../../test/ordersService.ts'
import { renderOrders } from '../../../test/renderOrders.tsx'

describe('one order', () => {
  it('says it is loading, then shows the order, its quote, what the student can do and its history', async () => {
    const order = await placeSampleCitation(await tokenOf('student'))
    await quote(await tokenOf('staff'), order.id, 2)
    await pageAs('student')
    renderOrders(`/order/${order.id}`)
    expect(screen.getByRole('status').textContent).toContain('Loading the order')
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order #${order.id}: Sample Citation` }),
    ).toBeTruthy()
    const details = screen.getByRole('region', { name: 'Details' })
    expect(within(details).getByText('Cite my sources in RMIT Harvard')).toBeTruthy()
    expect(within(details).getByRole('button', { name: `Accept and pay order #${order.id}` })).toBeTruthy()
    const history = screen.getByRole('region', { name: 'History' })
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/You placed the order/), expect.stringMatching(/Our staff quoted/)])
  })

  it("says there is no such order for another student's or a wrong number", async () => {
    await pageAs('student')
    renderOrders('/order/999999')
    expect((await screen.findByRole('alert')).textContent).toContain('No such order')
  })

  it('says why the order could not be loaded when the session is gone', async () => {
    renderOrders('/order/1')
    await expectFailedLoad('The order could not be loaded')
  })
})
