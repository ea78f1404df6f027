import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { pageAs } from '@unikit/auth/testing'
import { describe, expect, it } from 'vitest'
import { renderOrders } from '../../../test/renderOrders.tsx'

describe('the order form', () => {
  it('shows each problem beside its field and takes the focus to the first, placing nothing', async () => {
    await pageAs('student')
    const router = renderOrders('/order/new/sample-citation')
    await userEvent.click(await screen.findByRole('button', { name: /^Place/ }))
    const file = screen.getByLabelText(/^Document/)
    expect(document.activeElement).toBe(file)
    expect(screen.getByText('Upload your document')).toBeTruthy()
    expect(screen.getByText('Write an instruction for our staff')).toBeTruthy()
    expect(screen.getByText('Agree to the terms to place the order')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/order/new/sample-citation')
  })

  it('asks a Research Assistant order for its area and level too, and keeps what was typed', async () => {
    await pageAs('student')
    renderOrders('/order/new/research-assistant')
    const instruction = await screen.findByRole('textbox', { name: /^Instruction/ })
    await userEvent.type(instruction, 'Sources on Vietnamese coffee exports since 2010')
    const level = screen.getByRole('combobox', { name: /^Level/ }) as HTMLSelectElement
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a level', 'Detailed'])
    await userEvent.click(screen.getByRole('button', { name: /^Place/ }))
    expect(screen.getByText('Choose the research area')).toBeTruthy()
    expect(screen.getByText('Choose the level of research')).toBeTruthy()
    expect(screen.queryByText('Write an instruction for our staff')).toBeNull()
    expect((instruction as HTMLTextAreaElement).value).toBe('Sources on Vietnamese coffee exports since 2010')
    await userEvent.selectOptions(level, 'detailed')
    expect(screen.queryByText('Choose the level of research')).toBeNull()
  })

  it('starts the instruction with the course it was opened for from a course page', async () => {
    await pageAs('student')
    renderOrders('/order/new/sample-citation?course=econ1192')
    const instruction = (await screen.findByRole('textbox', { name: /^Instruction/ })) as HTMLTextAreaElement
    expect(instruction.value).toBe('Course: ECON1192. ')
  })

  it('is not offered to staff: they are sent to the desk', async () => {
    await pageAs('staff')
    renderOrders('/order/new')
    expect(await screen.findByRole('heading', { name: 'Staff accounts cannot place orders' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Order a Sample Citation' })).toBeNull()
  })
})
