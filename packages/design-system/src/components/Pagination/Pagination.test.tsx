import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Pagination } from './Pagination.tsx'

function Harness({ pageCount, start = 1 }: { pageCount: number; start?: number }) {
  const [page, setPage] = useState(start)
  return <Pagination page={page} pageCount={pageCount} onChange={setPage} />
}

describe('Pagination', () => {
  it('is a navigation with the current page marked', () => {
    render(<Harness pageCount={4} start={2} />)
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(nav).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('button', { name: 'Page 1' }).hasAttribute('aria-current')).toBe(false)
  })

  it('steps with Previous and Next by keyboard, disabled at the ends', async () => {
    const user = userEvent.setup()
    render(<Harness pageCount={3} />)
    const previous = screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement
    const next = screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement
    expect(previous.disabled).toBe(true)
    next.focus()
    await user.keyboard('{Enter}{Enter}')
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page')
    expect(next.disabled).toBe(true)
  })

  it('jumps to a page on click and does not report the current page again', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Pagination page={1} pageCount={20} onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Page 20' }))
    await user.click(screen.getByRole('button', { name: 'Page 1' }))
    expect(onChange.mock.calls).toEqual([[20]])
  })

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onChange={() => {}} />)
    expect(container.innerHTML).toBe('')
  })
})
