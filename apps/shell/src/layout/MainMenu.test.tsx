import { render, screen } from '@testing-library/react'
import { type SessionUser, sessionStore } from '@unikit/auth'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { MainMenu } from './MainMenu.tsx'

const user = (role: SessionUser['role']): SessionUser => ({
  id: 'u1',
  first_name: 'Lan',
  last_name: 'Tran',
  email: 'lan@rmit.edu.vn',
  phone: null,
  verified: true,
  role,
})

const renderMenu = () =>
  render(
    <MemoryRouter>
      <MainMenu />
    </MemoryRouter>,
  )

afterEach(() => sessionStore.getState().signOut())

describe('the main menu', () => {
  it('shows the staff desks to staff and admins only', () => {
    for (const role of ['staff', 'admin'] as const) {
      sessionStore.getState().signIn({ loginType: 'app', profile: { user: user(role), account: null } })
      const { unmount } = renderMenu()
      expect(screen.getByRole('button', { name: 'Staff' })).toBeTruthy()
      unmount()
    }
    sessionStore.getState().signIn({ loginType: 'app', profile: { user: user('student'), account: null } })
    renderMenu()
    expect(screen.queryByRole('button', { name: 'Staff' })).toBeNull()
  })
})
