import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Combobox, type ComboboxOption } from './Combobox.tsx'

const courses: ComboboxOption[] = [
  { key: 'ECON1192', content: 'ECON1192 Macroeconomics 1' },
  { key: 'ECON1193', content: 'ECON1193 Microeconomics' },
]

function Box({
  onPick,
  onSubmit,
  onEscape,
}: {
  onPick: (key: string) => void
  onSubmit: () => void
  onEscape?: () => void
}) {
  const [value, setValue] = useState('')
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <Combobox
        label="Search samples"
        value={value}
        onValueChange={setValue}
        options={value.length >= 2 ? courses : []}
        optionsLabel="Courses"
        onPick={(option) => onPick(option.key)}
        {...(onEscape ? { onEscape } : {})}
      />
    </form>
  )
}

describe('Combobox', () => {
  it('suggests as it is typed, moves with the arrows and picks with Enter', async () => {
    const onPick = vi.fn()
    const onSubmit = vi.fn()
    const user = userEvent.setup()
    render(<Box onPick={onPick} onSubmit={onSubmit} />)
    const box = screen.getByRole('combobox', { name: 'Search samples' })
    expect(box.getAttribute('aria-expanded')).toBe('false')
    await user.type(box, 'ec')
    expect(box.getAttribute('aria-expanded')).toBe('true')
    const list = screen.getByRole('listbox', { name: 'Courses' })
    expect(box.getAttribute('aria-controls')).toBe(list.id)
    expect(box.hasAttribute('aria-activedescendant')).toBe(false)
    await user.keyboard('{ArrowDown}{ArrowDown}')
    const second = screen.getByRole('option', { name: 'ECON1193 Microeconomics' })
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id)
    expect(second.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onPick).toHaveBeenCalledWith('ECON1192')
    expect(onSubmit).not.toHaveBeenCalled()
    expect(box.getAttribute('aria-expanded')).toBe('false')
  })

  it('submits the form on Enter with nothing highlighted, and closes on Escape before handing Escape on', async () => {
    const onPick = vi.fn()
    const onSubmit = vi.fn()
    const onEscape = vi.fn()
    const user = userEvent.setup()
    render(<Box onPick={onPick} onSubmit={onSubmit} onEscape={onEscape} />)
    const box = screen.getByRole('combobox', { name: 'Search samples' })
    await user.type(box, 'econ{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onPick).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(onEscape).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    expect(onEscape).toHaveBeenCalledTimes(1)
  })

  it('picks a suggestion by click', async () => {
    const onPick = vi.fn()
    const user = userEvent.setup()
    render(<Box onPick={onPick} onSubmit={vi.fn()} />)
    await user.type(screen.getByRole('combobox', { name: 'Search samples' }), 'ec')
    await user.click(screen.getByRole('option', { name: 'ECON1193 Microeconomics' }))
    expect(onPick).toHaveBeenCalledWith('ECON1193')
  })
})
