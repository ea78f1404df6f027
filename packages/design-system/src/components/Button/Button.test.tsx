import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button.tsx'

describe('Button', () => {
  it('is a type="button" named by its content, with variant and size classes', () => {
    render(
      <Button variant="danger" size="lg">
        Delete
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Delete' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.className).toContain('uk-button--danger')
    expect(button.className).toContain('uk-button--lg')
  })

  it('activates with the mouse, Enter and Space', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Save</Button>)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }))
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onClick).toHaveBeenCalledTimes(3)
  })

  it('while loading: busy, disabled, shows a spinner and keeps its name', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Sign In
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Sign In' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(button.querySelector('.uk-spinner')).not.toBeNull()
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('can submit a form when asked to', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit">Send</Button>
      </form>,
    )
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledOnce()
  })
})
