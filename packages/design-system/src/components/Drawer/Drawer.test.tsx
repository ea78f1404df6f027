import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Drawer } from './Drawer.tsx'

function Harness({ side }: { side?: 'left' | 'right' }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Menu
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Menu" closeLabel="Close menu" side={side}>
        <a href="#citation">Citation</a>
        <a href="#archive">Archive</a>
      </Drawer>
    </>
  )
}

describe('Drawer', () => {
  it('opens as a modal dialog along the right edge, focus on its first link', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const drawer = screen.getByRole('dialog', { name: 'Menu' }) as HTMLDialogElement
    expect(drawer.open).toBe(true)
    expect(drawer.className).toContain('uk-drawer--right')
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Citation' }))
  })

  it('slides from the left when asked', async () => {
    const user = userEvent.setup()
    render(<Harness side="left" />)
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    expect(screen.getByRole('dialog', { name: 'Menu' }).className).toContain('uk-drawer--left')
  })

  it('closes on Escape and from its close button, focus back on the opener', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Menu' })
    await user.click(opener)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)

    await user.click(opener)
    await user.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })
})
