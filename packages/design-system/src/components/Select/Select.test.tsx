import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Select } from './Select.tsx'

const options = [
  { value: 'hr', label: 'Human Resources' },
  { value: 'tourism', label: 'Tourism' },
  { value: 'other', label: 'Other' },
]

describe('Select', () => {
  it('is a labelled combobox offering its options after a placeholder', () => {
    render(<Select label="Research area" options={options} placeholder="Choose an area" defaultValue="" />)
    const select = screen.getByRole('combobox', { name: 'Research area' }) as HTMLSelectElement
    expect(Array.from(select.options).map((o) => o.text)).toEqual([
      'Choose an area',
      'Human Resources',
      'Tourism',
      'Other',
    ])
    expect(select.value).toBe('')
  })

  it('changes by keyboard and reports the value', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Select label="Research area" options={options} onChange={(e) => onChange(e.target.value)} />)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Research area' }), 'tourism')
    expect(onChange).toHaveBeenCalledWith('tourism')
  })

  it('shows an inline error', () => {
    render(
      <Select label="Level" options={[{ value: 'd', label: 'Detailed' }]} error="This field is required." />,
    )
    const select = screen.getByRole('combobox', { name: 'Level' })
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('This field is required.').id)
  })
})
