import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { IconButton } from './IconButton.tsx'

describe('IconButton', () => {
  it('is named by its label and hides the icon from assistive technology', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(<IconButton label="Delete citation" icon={<svg data-testid="icon" />} onClick={onClick} />)
    const button = screen.getByRole('button', { name: 'Delete citation' })
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true')
    await user.tab()
    expect(document.activeElement).toBe(button)
    await user.keyboard('{Enter}')
    expect(onClick).toHaveBeenCalledOnce()
  })
})
