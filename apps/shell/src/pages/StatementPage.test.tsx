import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sessionStore } from '@unikit/auth'
import { dropConnections, restoreConnections } from '@unikit/config/vitest-drop-connections'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeRuntime, renderShell } from '../../test/renderShell.tsx'
import { credit, debit, signedInStudent } from '../../test/testAccounts.ts'
import { signedVnd } from './StatementPage.tsx'

const runtime = () => fakeRuntime({}).runtime

afterEach(() => sessionStore.getState().signOut())

async function student() {
  await signedInStudent('Lan')
  return sessionStore.getState().user!.id
}

const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.querySelector('.uk-table__cell-value')?.textContent),
    )

describe('the statement', () => {
  it('lists every movement newest first, signed, with what it belongs to and the balance after', async () => {
    const id = await student()
    await credit(id, 200_000, { entryKind: 'topup_confirmed', subjectId: 'UNIKITAB12CD' })
    await debit(id, 29_990, 41)
    renderShell('/account/statement', runtime())
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement' })).toBeTruthy()
    await screen.findByText('Order paid')
    expect(screen.getByText(/^Balance:/).textContent).toBe('Balance: 170.010 ₫')
    expect(rows().map((cells) => cells.slice(1))).toEqual([
      ['Order paidOrder #41', '−29.990 ₫', '170.010 ₫'],
      ['Top-up creditedTop-up UNIKITAB12CD', '+200.000 ₫', '200.000 ₫'],
    ])
    expect(screen.getByRole('link', { name: 'Order #41' }).getAttribute('href')).toBe('/order/41')
    const sidebar = screen.getByRole('navigation', { name: 'Account' })
    expect(within(sidebar).getByRole('link', { name: 'Statement' }).getAttribute('aria-current')).toBe('page')
  })

  it('pages twenty lines at a time', async () => {
    const id = await student()
    for (let n = 1; n <= 21; n++) await credit(id, n * 1000)
    const user = userEvent.setup()
    const { router } = renderShell('/account/statement', runtime())
    await waitFor(() => expect(rows()).toHaveLength(20))
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(router.state.location.search).toBe('?page=2')
    expect(rows()[0]?.slice(1)).toEqual(['Balance adjusted', '+1.000 ₫', '1.000 ₫'])
  })

  it('says when there is nothing yet, and offers a top-up', async () => {
    await student()
    renderShell('/account/statement', runtime())
    expect(await screen.findByRole('heading', { name: 'No movements yet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Top up your balance' }).getAttribute('href')).toBe(
      '/order/topup',
    )
  })

  it('says when it could not be loaded, and Retry loads it', async () => {
    await student()
    dropConnections(/wallet\/statement/)
    const user = userEvent.setup()
    renderShell('/account/statement', runtime())
    expect(
      await screen.findByText('Your statement could not be loaded', undefined, { timeout: 8000 }),
    ).toBeTruthy()
    restoreConnections()
    await user.click(screen.getByRole('button', { name: /Retry/ }))
    expect(await screen.findByRole('heading', { name: 'No movements yet' })).toBeTruthy()
  })

  it('signs amounts: in, out, and a dash for a line that moved nothing', () => {
    expect([signedVnd(5000), signedVnd(-5000), signedVnd(0)]).toEqual(['+5.000 ₫', '−5.000 ₫', '—'])
  })
})
