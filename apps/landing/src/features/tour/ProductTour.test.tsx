import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ProductTour } from './ProductTour.tsx'

const toggle = (name: string) => screen.getByRole('button', { name })
const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent)

function renderTour() {
  render(
    <MemoryRouter>
      <ProductTour />
    </MemoryRouter>,
  )
}

describe('the product tour', () => {
  it('opens the first card, then whichever card the mouse rests on', () => {
    renderTour()
    expect(expanded()).toEqual(['Citation'])
    expect(screen.getByRole('link', { name: 'Dùng thử Citation' }).getAttribute('href')).toBe('/citation')
    fireEvent.pointerEnter(toggle('Orders').closest('li')!, { pointerType: 'mouse' })
    expect(expanded()).toEqual(['Orders'])
    expect(screen.queryByRole('link', { name: 'Dùng thử Citation' })).toBeNull()
    // A finger passing over a card does not open it; its tap does.
    fireEvent.pointerEnter(toggle('Lecturer feedback').closest('li')!, { pointerType: 'touch' })
    expect(expanded()).toEqual(['Orders'])
  })

  it('opens a card when the keyboard reaches it, and its button opens and closes it', async () => {
    const user = userEvent.setup()
    renderTour()
    await user.tab()
    expect(expanded()).toEqual(['Citation'])
    await user.tab() // the Citation link inside the open card
    await user.tab()
    expect(document.activeElement).toBe(toggle('Archive'))
    expect(expanded()).toEqual(['Archive'])
    await user.keyboard('{Enter}')
    expect(expanded()).toEqual([])
    await user.keyboard('{Enter}')
    expect(expanded()).toEqual(['Archive'])
  })

  it('keeps a card open when the mouse that opened it clicks it; a tap toggles', () => {
    renderTour()
    const feedback = toggle('Lecturer feedback')
    fireEvent.pointerEnter(feedback.closest('li')!, { pointerType: 'mouse' })
    // Browsers send clicks as pointer events that say which pointer it was.
    fireEvent(feedback, new PointerEvent('click', { bubbles: true, pointerType: 'mouse' }))
    expect(expanded()).toEqual(['Lecturer feedback'])
    fireEvent.click(toggle('Orders'))
    expect(expanded()).toEqual(['Orders'])
    fireEvent.click(toggle('Orders'))
    expect(expanded()).toEqual([])
  })
})
