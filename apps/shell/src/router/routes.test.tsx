import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { authDialogStore, sessionStore, signInWithPassword } from '@unikit/auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRuntime, page, renderShell } from '../../test/renderShell.tsx'
import { createStudent, signedInStudent } from '../../test/testAccounts.ts'
import { signInGateTexts } from './signInGateTexts.ts'

const remotes = {
  landing: [{ index: true, element: page('Lucky money') }],
  citation: [{ index: true, element: page('Citation listing') }],
  orders: [{ path: 'new', element: page('Order New') }],
}

afterEach(() => {
  sessionStore.getState().signOut()
  authDialogStore.getState().close({ force: true })
})

describe('the route table', () => {
  it('renders the landing remote at the home route, with no warning from React Router', async () => {
    // First in the file: React Router gives each warning once per path and module.
    const warn = vi.spyOn(console, 'warn')
    const { router } = renderShell('/', fakeRuntime(remotes).runtime)
    expect(await screen.findByRole('heading', { name: 'Lucky money' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/descendant <Routes>/)
  })

  it('sends an unknown path to /404, which shows "Page not found"', async () => {
    const { router } = renderShell('/no/such/page', fakeRuntime(remotes).runtime)
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/404')
  })

  it('sends an unknown path to /404 without loading the landing remote', async () => {
    const { runtime, calls } = fakeRuntime(remotes)
    const { router } = renderShell('/no-such-page', runtime)
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/404')
    expect(calls).toEqual([])
  })

  it('sends a path a remote does not know to /404 as well', async () => {
    const { router } = renderShell('/citation/1/2/3', fakeRuntime(remotes).runtime)
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'))
  })

  it('keeps old addresses working', async () => {
    const { router } = renderShell('/rating/home', fakeRuntime(remotes).runtime)
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedback/home'))
  })

  it('shows an info page with its sidebar', async () => {
    renderShell('/privacy', fakeRuntime(remotes).runtime)
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeTruthy()
    const sidebar = screen.getByRole('navigation', { name: 'Terms and policies' })
    expect(sidebar.textContent).toContain('Cookies')
  })
})

describe('the auth gate', () => {
  it('opens the locked login dialog instead of a page that needs a token, then shows it once signed in', async () => {
    const { runtime, calls } = fakeRuntime(remotes)
    renderShell('/order/new', runtime)
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy()
    // The gate says what is behind it.
    expect(screen.getByText(signInGateTexts.orders!)).toBeTruthy()
    expect(authDialogStore.getState()).toMatchObject({ mode: 'login', locked: true, returnTo: '/order/new' })
    expect(calls).not.toContain('orders')

    const student = await createStudent()
    await act(() => signInWithPassword({ email: student.email, password: student.password }))
    expect(await screen.findByRole('heading', { name: 'Order New' })).toBeTruthy()
  })

  it('lets a public page through without a token', async () => {
    renderShell('/citation', fakeRuntime(remotes).runtime)
    expect(await screen.findByRole('heading', { name: 'Citation listing' })).toBeTruthy()
    expect(authDialogStore.getState().mode).toBe('closed')
  })
})

describe('the pricing page', () => {
  it('shows the prices the orders service charges, once signed in', async () => {
    await signedInStudent()
    renderShell('/pricing', fakeRuntime(remotes).runtime)
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy()
    expect(screen.getByText('2.999 ₫')).toBeTruthy()
    const table = screen.getByRole('table', { name: /Research Assistant prices/ })
    expect(table.textContent).toContain('1.250.000 ₫')
  })
})

describe('a remote that fails', () => {
  it('shows an error panel with Retry inside the layout, and Retry loads it again', async () => {
    const runtime = fakeRuntime({ ...remotes, citation: new Error('manifest 404') })
    renderShell('/citation', runtime.runtime)
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded')
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy()

    runtime.runtime.load = async () => ({ routes: remotes.citation, build: 'test' })
    await userEvent.click(retry)
    expect(await screen.findByRole('heading', { name: 'Citation listing' })).toBeTruthy()
    expect(runtime.resets).toEqual(['citation'])
  })

  it('keeps a remote that throws while rendering inside its panel', async () => {
    const Broken = () => {
      throw new Error('boom')
    }
    const runtime = fakeRuntime({ ...remotes, citation: [{ index: true, element: <Broken /> }] })
    renderShell('/citation', runtime.runtime)
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Unikit' })).toBeTruthy()
  })

  it('loads a remote that threw while rendering again on Retry, without rendering the failed routes first', async () => {
    let renders = 0
    const Broken = () => {
      renders++
      throw new Error('boom')
    }
    const runtime = fakeRuntime({ ...remotes, citation: [{ index: true, element: <Broken /> }] })
    renderShell('/citation', runtime.runtime)
    const retry = await screen.findByRole('button', { name: 'Retry' })
    const failedRenders = renders

    runtime.runtime.load = async () => ({ routes: remotes.citation, build: 'test' })
    await userEvent.click(retry)
    expect(await screen.findByRole('heading', { name: 'Citation listing' })).toBeTruthy()
    expect(renders).toBe(failedRenders)
  })
})
