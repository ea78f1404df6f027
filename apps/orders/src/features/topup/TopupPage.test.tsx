import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expectFailedLoad, pageAs, pristinePageAs } from '@unikit/auth/testing'
import { formatVnd } from '@unikit/design-system'
import { describe, expect, it } from 'vitest'
import { renderOrders } from '../../../test/renderOrders.tsx'

describe('Top up', () => {
  it('has no top-ups yet for a student who never asked', async () => {
    await pristinePageAs('student')
    renderOrders('/order/topup')
    expect(await screen.findByRole('heading', { level: 3, name: 'No top-ups yet' })).toBeTruthy()
  })

  it('refuses an amount it cannot take, beside the field', async () => {
    await pageAs('student')
    renderOrders('/order/topup?amount=1234')
    await userEvent.click(screen.getByRole('button', { name: 'Get the transfer details' }))
    const amount = screen.getByRole('textbox', { name: 'Amount (₫)' })
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(amount)
  })

  it('gives the transfer details for the amount, and lists the top-up as waiting', async () => {
    await pageAs('student')
    renderOrders('/order/topup')
    await userEvent.click(screen.getByRole('button', { name: `${formatVnd(100_000)}` }))
    await userEvent.click(screen.getByRole('button', { name: 'Get the transfer details' }))
    const transfer = await screen.findByRole('region', { name: `Transfer ${formatVnd(100_000)}` })
    const reference = within(transfer).getByText(/^UNIKIT [0-9A-Z]{6}$/).textContent ?? ''
    expect(within(transfer).getByRole('img', { name: new RegExp(`memo ${reference}`) })).toBeTruthy()
    const history = await screen.findByRole('table', { name: 'Your top-ups' })
    expect(await within(history).findByText(reference)).toBeTruthy()
  })

  it('says why the top-ups could not be loaded when the session is gone', async () => {
    renderOrders('/order/topup')
    await expectFailedLoad('Your top-ups could not be loaded')
  })
})
