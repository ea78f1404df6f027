import { expect, test } from '@playwright/test'
import { newStudent, SESSION_COOKIE, signInInDialog, storedToken } from './accountSteps.ts'

// The session is an HttpOnly cookie in this machine's Chromium, on http://localhost (a secure context, so the
// `__Host-` cookie's Secure is accepted): docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md.
test.describe('the session cookie', () => {
  test('sign-in leaves no token for the page’s scripts, survives a reload, refuses a change from another site and ends with Sign out', async ({
    page,
  }) => {
    const student = newStudent('Lan')
    const signup = await page.request.post('/api/private/signup', {
      data: {
        first_name: student.firstName,
        last_name: student.lastName,
        email: student.email,
        password: student.password,
      },
    })
    expect(signup.ok()).toBe(true)

    // An older build's stored token is removed on load.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(
          'unikit:v2:session',
          JSON.stringify({ state: { token: 'old-token' }, version: 1 }),
        )
        sessionStorage.setItem('seeded', '1')
      }
    })
    await page.goto('/account')
    await signInInDialog(page, student.studentNumber, student.password)
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'Lan' })).toBeVisible()

    const token = await storedToken(page)
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const seen = await page.evaluate(() => ({
      storage: Object.entries(localStorage).map(([key, value]) => `${key}=${value}`),
      cookie: document.cookie,
    }))
    expect(seen.storage.join('\n')).not.toContain(token)
    expect(seen.storage.join('\n')).not.toContain('unikit:v2:session')
    expect(seen.cookie).not.toContain(SESSION_COOKIE)
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === SESSION_COOKIE)
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
      domain: 'localhost',
    })

    // A reload asks the server, which knows the cookie: still signed in, on the private page.
    await page.reload()
    await expect(header.getByRole('button', { name: 'Lan' })).toBeVisible()
    await expect(page.getByRole('dialog')).toBeHidden()

    // The same cookie posted by another site's page is refused; the page's own changes go through.
    const forged = await page.request.post('/api/private/u/verify/create', {
      headers: { origin: 'https://evil.example' },
    })
    expect(forged.status()).toBe(403)
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('CROSS_ORIGIN')

    // Sign out ends the session on the server and the browser forgets the cookie.
    await header.getByRole('button', { name: 'Lan' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible()
    await expect.poll(() => storedToken(page)).toBeNull()
    const reuse = await page.request.get('/api/private/me', { headers: { authorization: `Bearer ${token}` } })
    expect(reuse.status()).toBe(401)
  })
})
