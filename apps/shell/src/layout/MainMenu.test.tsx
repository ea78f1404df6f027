import { render, screen } from '@testing-library/react'
import { sessionStore } from '@unikit/auth'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInAs } from '../../test/signedInAs.ts'
import { MainMenu } from './MainMenu.tsx'

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
      signedInAs(role)
      const { unmount } = renderMenu()
      expect(screen.getByRole('button', { name: 'Staff' })).toBeTruthy()
      unmount()
    }
    signedInAs('student')
    renderMenu()
    expect(screen.queryByRole('button', { name: 'Staff' })).toBeNull()
  })
})
