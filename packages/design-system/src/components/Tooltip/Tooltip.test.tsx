import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Dialog } from '../Dialog/Dialog.tsx'
import { Tooltip } from './Tooltip.tsx'

const missing = 'We are unable to determine missing information fields. Please insert manually.'

function setup() {
  const user = userEvent.setup()
  render(
    <Tooltip content={missing}>
      <button type="button" aria-describedby="existing">
        Continue
      </button>
    </Tooltip>,
  )
  return { user, trigger: screen.getByRole('button', { name: 'Continue' }) }
}

describe('Tooltip', () => {
  it('describes its trigger, keeping existing descriptions, and is hidden at first', () => {
    const { trigger } = setup()
    const tooltip = screen.getByRole('tooltip', { hidden: true })
    expect(trigger.getAttribute('aria-describedby')).toBe(`existing ${tooltip.id}`)
    expect(tooltip.hidden).toBe(true)
  })

  it('shows on keyboard focus and hides on blur', async () => {
    const { user } = setup()
    await user.tab()
    expect(screen.getByRole('tooltip').textContent).toBe(missing)
    await user.tab()
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('shows on hover and hides when the pointer leaves', async () => {
    const { user, trigger } = setup()
    await user.hover(trigger)
    expect(screen.getByRole('tooltip')).not.toBeNull()
    await user.unhover(trigger)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('hides on Escape without moving focus, and shows again on the next focus', async () => {
    const { user, trigger } = setup()
    await user.tab()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(document.activeElement).toBe(trigger)
    await user.tab()
    await user.tab({ shift: true })
    expect(screen.getByRole('tooltip')).not.toBeNull()
  })

  it('hides on Escape while only hovered', async () => {
    const { user, trigger } = setup()
    await user.hover(trigger)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('inside a dialog, the first Escape only hides the tooltip', async () => {
    const user = userEvent.setup()
    let closed = 0
    render(
      <Dialog open onClose={() => closed++} title="Cite">
        <Tooltip content="Help">
          <button type="button">Continue</button>
        </Tooltip>
      </Dialog>,
    )
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('tooltip')).not.toBeNull()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(closed).toBe(0)
    await user.keyboard('{Escape}')
    expect(closed).toBe(1)
  })
})
