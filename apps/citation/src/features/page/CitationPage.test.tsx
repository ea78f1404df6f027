import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderCitationPage } from '../../../test/renderCitationPage.tsx'

describe('the citation page', () => {
  it('opens the format selection pane with focus on its heading, and the listing hidden', async () => {
    renderCitationPage()
    await userEvent.click(await screen.findByRole('button', { name: '+ New Citation' }))
    const heading = await screen.findByRole('heading', { name: 'Create new citation' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.queryByRole('heading', { name: 'Citation', level: 1 })).toBeNull()
    expect(screen.getByRole('complementary', { name: 'Projects' })).toBeTruthy()
  })
})
