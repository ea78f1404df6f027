import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { describe, expect, it } from 'vitest'
import { routes } from '../../routes.tsx'

function renderArchive(path: string) {
  const router = createMemoryRouter([{ path: 'archive', children: routes }], { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

describe('the archive home', () => {
  it('carries on with the text typed in the header: ?q= in its focused box, caret at the end', async () => {
    const router = renderArchive('/archive/home?q=marketing%20pl')
    expect(await screen.findByRole('heading', { level: 1, name: 'Archive' })).toBeTruthy()
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search samples' })
    expect(box.value).toBe('marketing pl')
    expect(document.activeElement).toBe(box)
    expect(box.selectionStart).toBe('marketing pl'.length)

    await userEvent.keyboard('an')
    expect(box.value).toBe('marketing plan')
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('marketing plan')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('leaves the focus alone when reached without a hand-over from the header (a link, Back)', async () => {
    renderArchive('/archive/home')
    const box = await screen.findByRole('searchbox', { name: 'Search samples' })
    expect(document.activeElement).not.toBe(box)
  })

  it('opens the results for a trimmed, non-empty query, and ignores an empty one', async () => {
    const router = renderArchive('/archive/home')
    const box = await screen.findByRole('searchbox', { name: 'Search samples' })
    await userEvent.type(box, '   {Enter}')
    expect(router.state.location.pathname).toBe('/archive/home')

    await userEvent.clear(box)
    await userEvent.type(box, '  COSC2673 {Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/archive/search'))
    expect(router.state.location.search).toBe('?q=COSC2673')
  })

  it('shows a ?q= that changes while it is open (Back, Forward)', async () => {
    const router = renderArchive('/archive/home?q=a')
    const box = await screen.findByRole<HTMLInputElement>('searchbox', { name: 'Search samples' })
    await router.navigate('/archive/home?q=ab', { replace: true })
    await waitFor(() => expect(box.value).toBe('ab'))
  })
})
