import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { describe, expect, it } from 'vitest'
import { StaffDesk } from './StaffDesk.tsx'

const rendered: string[] = []
const tab = (id: string, label: string) => ({
  id,
  label,
  render: () => {
    rendered.push(id)
    return <p>{label} content</p>
  },
})

function renderDesk(path: string) {
  rendered.length = 0
  const router = createMemoryRouter(
    [
      {
        path: 'staff/example',
        element: (
          <StaffDesk
            title="Example desk"
            subtitle="What waits for staff."
            tabs={[tab('pending', 'To review'), tab('reported', 'Reported'), tab('audit', 'Audit log')]}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('StaffDesk', () => {
  it('opens on its first tab with a bare address, and renders only the selected tab', async () => {
    renderDesk('/staff/example')
    expect(await screen.findByRole('heading', { level: 1, name: 'Example desk' })).toBeTruthy()
    expect(screen.getByRole('tablist', { name: 'Example desk' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'To review', selected: true })).toBeTruthy()
    expect(screen.getByText('To review content')).toBeTruthy()
    expect([...new Set(rendered)]).toEqual(['pending'])
  })

  it('keeps the chosen tab in the address, and the first one out of it', async () => {
    const router = renderDesk('/staff/example')
    await userEvent.click(await screen.findByRole('tab', { name: 'Audit log' }))
    expect(router.state.location.search).toBe('?tab=audit')
    expect(screen.getByText('Audit log content')).toBeTruthy()
    expect(screen.queryByText('To review content')).toBeNull()
    await userEvent.click(screen.getByRole('tab', { name: 'To review' }))
    expect(router.state.location.search).toBe('')
  })

  it('opens the tab an address names', async () => {
    renderDesk('/staff/example?tab=reported')
    expect(await screen.findByRole('tab', { name: 'Reported', selected: true })).toBeTruthy()
  })

  it('opens the first tab for a tab it does not know', async () => {
    renderDesk('/staff/example?tab=nonsense')
    expect(await screen.findByRole('tab', { name: 'To review', selected: true })).toBeTruthy()
  })
})
