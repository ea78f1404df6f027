import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sessionStore } from '@unikit/auth'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInStaff, signedInStudent } from '../../../test/platform.ts'
import { renderOrders } from '../../../test/renderOrders.tsx'

afterEach(() => sessionStore.getState().signOut())

describe('the Research Assistant form', () => {
  it('asks the level, with Detailed the one offered, and names it when missing', async () => {
    await signedInStudent()
    const user = userEvent.setup()
    renderOrders('/order/new/research-assistant')
    const level = (await screen.findByRole('combobox', { name: /^Level/ })) as HTMLSelectElement
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a level', 'Detailed'])
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }))
    expect(screen.getByText('Choose the level of research')).toBeTruthy()
    await user.selectOptions(level, 'detailed')
    expect(screen.queryByText('Choose the level of research')).toBeNull()
  })
})

describe('ordering, for staff', () => {
  it('is not offered: staff are sent to the desk', async () => {
    await signedInStaff()
    renderOrders('/order/new')
    expect(await screen.findByRole('heading', { name: 'Staff accounts cannot place orders' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Order a Sample Citation' })).toBeNull()
  })
})
