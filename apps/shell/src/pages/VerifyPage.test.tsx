import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { authDialogStore, sessionStore } from '@unikit/auth'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeRuntime, renderShell } from '../../test/renderShell.tsx'
import { createStudent, mailedToken, signedInStudent } from '../../test/testAccounts.ts'

const runtime = () => fakeRuntime({}).runtime
const heading = () => screen.findByRole('heading', { level: 1, name: 'Account verification' })

afterEach(() => {
  authDialogStore.getState().close({ force: true })
  sessionStore.getState().signOut()
})

describe('/u/verify', () => {
  it('consumes the link once, even under StrictMode, and names the verified address', async () => {
    const student = await createStudent()
    const token = await mailedToken(student.email, '/u/verify')
    renderShell(`/u/verify?token=${token}`, runtime(), { strict: true })
    await heading()
    expect(await screen.findByText(student.email)).toBeTruthy()
    expect(screen.getByText(/is verified\. You can now place orders/)).toBeTruthy()
    // Signed out: the way on is signing in.
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }))
    expect(authDialogStore.getState()).toMatchObject({ mode: 'login', returnTo: '/account' })
  })

  it('for a signed-in student: the profile learns it, and the notice goes', async () => {
    const student = await signedInStudent()
    const token = await mailedToken(student.email, '/u/verify')
    const { router } = renderShell('/citation', runtime())
    expect(await screen.findByRole('region', { name: 'E-mail verification' })).toBeTruthy()
    await router.navigate(`/u/verify?token=${token}`)
    expect(await screen.findByRole('link', { name: 'Go to your account' })).toBeTruthy()
    await waitFor(() => expect(sessionStore.getState().user?.verified).toBe(true))
    await router.navigate('/citation')
    expect(screen.queryByRole('region', { name: 'E-mail verification' })).toBeNull()
  })

  it('says when a link is used or unknown, and sends a new one to a signed-in student', async () => {
    const student = await signedInStudent()
    renderShell('/u/verify?token=no-such-token-at-all', runtime())
    expect(await screen.findByText(/This verification link is invalid or has expired/)).toBeTruthy()
    const send = screen.getByRole('button', { name: 'Send a new verification e-mail' })
    await userEvent.click(send)
    await waitFor(() =>
      expect(within(send.parentElement!).getByRole('status').textContent).toBe(
        `A new verification link has been sent to ${student.email}.`,
      ),
    )
    const fresh = await mailedToken(student.email, '/u/verify')
    expect(fresh).not.toBe('no-such-token-at-all')
  })

  it('without a token: where the link is, and a signed-out visitor is asked to sign in', async () => {
    renderShell('/u/verify', runtime())
    expect(await screen.findByText(/Open the link in the e-mail we sent you/)).toBeTruthy()
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }))
    expect(authDialogStore.getState().mode).toBe('login')
  })

  it('for a verified student opening a used or old link: only that the address is verified, with the way on', async () => {
    const student = await signedInStudent()
    const token = await mailedToken(student.email, '/u/verify')
    const { router } = renderShell(`/u/verify?token=${token}`, runtime())
    await waitFor(() => expect(sessionStore.getState().user?.verified).toBe(true))
    // A link used in another tab, or an old one: the server refuses it, and the page says the one true thing.
    await router.navigate('/u/verify?token=used-in-another-tab')
    expect(await screen.findByText(/There is nothing more to do/)).toBeTruthy()
    expect(screen.queryByText(/invalid or has expired/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Send a new verification e-mail' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'E-mail verification' })).toBeNull()
  })
})

describe('the verification notice', () => {
  it('shows under the header while the address is unverified, and resends the link', async () => {
    const student = await signedInStudent()
    renderShell('/citation', runtime())
    const notice = await screen.findByRole('region', { name: 'E-mail verification' })
    expect(notice.textContent).toContain(student.email)
    await userEvent.click(within(notice).getByRole('button', { name: 'Resend verification e-mail' }))
    await waitFor(() =>
      expect(within(notice).getByRole('status').textContent).toBe(
        `A new verification link has been sent to ${student.email}.`,
      ),
    )
  })
})
