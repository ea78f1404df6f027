import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Tabs } from './Tabs.tsx'

const tabs = [
  { id: 'info', label: 'User Info', content: <input aria-label="First name" /> },
  { id: 'password', label: 'User Password', content: <p>Password form</p> },
  { id: 'extra', label: 'Extra', content: <p>Extra content</p> },
]

describe('Tabs', () => {
  it('has a named tablist, one selected tab in the Tab order and its labelled panel', () => {
    render(<Tabs tabs={tabs} label="Account" />)
    expect(screen.getByRole('tablist', { name: 'Account' })).not.toBeNull()
    const info = screen.getByRole('tab', { name: 'User Info' })
    const password = screen.getByRole('tab', { name: 'User Password' })
    expect(info.getAttribute('aria-selected')).toBe('true')
    expect(info.tabIndex).toBe(0)
    expect(password.tabIndex).toBe(-1)
    const panel = screen.getByRole('tabpanel', { name: 'User Info' })
    expect(info.getAttribute('aria-controls')).toBe(panel.id)
    expect(screen.queryByText('Password form')).toBeNull()
  })

  it('moves and selects with arrows (wrapping), Home and End', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Tabs tabs={tabs} label="Account" onChange={onChange} />)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'User Info' }))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'User Password' }))
    expect(screen.getByRole('tabpanel').textContent).toBe('Password form')
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Extra' }))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'User Info' }))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Extra' }))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'User Info' }))
    expect(onChange.mock.calls.map(([id]) => id)).toEqual(['password', 'extra', 'info', 'extra', 'info'])
  })

  it('Tab moves from the selected tab into its panel', async () => {
    const user = userEvent.setup()
    render(<Tabs tabs={tabs} label="Account" />)
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First name' }))
  })

  it('selects on click and can be controlled', async () => {
    const user = userEvent.setup()
    function Controlled() {
      const [value, setValue] = useState('password')
      return (
        <>
          <Tabs tabs={tabs} label="Account" value={value} onChange={setValue} />
          <output>{value}</output>
        </>
      )
    }
    render(<Controlled />)
    expect(screen.getByRole('tab', { name: 'User Password' }).getAttribute('aria-selected')).toBe('true')
    await user.click(screen.getByRole('tab', { name: 'Extra' }))
    expect(screen.getByRole('status').textContent).toBe('extra')
    expect(screen.getByRole('tabpanel').textContent).toBe('Extra content')
  })

  it('skips disabled tabs and can keep hidden panels mounted', async () => {
    const user = userEvent.setup()
    const withDisabled = [tabs[0]!, { ...tabs[1]!, disabled: true }, tabs[2]!]
    render(<Tabs tabs={withDisabled} label="Account" keepMounted />)
    await user.tab()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Extra' }))
    expect(screen.getByText('Password form', { selector: 'p' })).not.toBeNull()
  })
})
