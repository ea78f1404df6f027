import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Dropdown } from './Dropdown.tsx'
import type { DropdownItemProps, DropdownLinkComponent } from './DropdownItemView.tsx'

function setup(extra: Partial<Parameters<typeof Dropdown>[0]> = {}) {
  const user = userEvent.setup()
  const onProfile = vi.fn()
  const onLogout = vi.fn()
  render(
    <>
      <Dropdown
        label="Minh"
        items={[
          { id: 'profile', label: 'Profile', onSelect: onProfile },
          { id: 'help', label: 'Help', disabled: true, onSelect: vi.fn() },
          { id: 'logout', label: 'Sign out', onSelect: onLogout },
        ]}
        {...extra}
      />
      <button type="button">Elsewhere</button>
    </>,
  )
  const button = screen.getByRole('button', { name: 'Minh' })
  return { user, button, onProfile, onLogout }
}

const menu = () => screen.queryByRole('menu')
const item = (name: string) => screen.getByRole('menuitem', { name })

describe('Dropdown', () => {
  it('is a menu button, collapsed at first', () => {
    const { button } = setup()
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(menu()).toBeNull()
  })

  it.each(['{Enter}', ' ', '{ArrowDown}'])('opens with %s on the first item', async (key) => {
    const { user, button } = setup()
    button.focus()
    await user.keyboard(key)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('menu', { name: 'Minh' })).not.toBeNull()
    expect(document.activeElement).toBe(item('Profile'))
  })

  it('opens with ArrowUp on the last item', async () => {
    const { user, button } = setup()
    button.focus()
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(item('Sign out'))
  })

  it('moves with arrows (wrapping), Home, End and first letters', async () => {
    const { user, button } = setup()
    button.focus()
    await user.keyboard('{ArrowDown}')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(item('Help'))
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement).toBe(item('Profile'))
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(item('Sign out'))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(item('Profile'))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(item('Sign out'))
    await user.keyboard('h')
    expect(document.activeElement).toBe(item('Help'))
  })

  it('Escape closes and returns focus to the button', async () => {
    const { user, button } = setup()
    button.focus()
    await user.keyboard('{Enter}')
    await user.keyboard('{Escape}')
    expect(menu()).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('Enter chooses an item, closes the menu and focuses the button before onSelect runs', async () => {
    const { user, button, onLogout } = setup()
    let focusedDuringSelect: Element | null = null
    onLogout.mockImplementation(() => {
      focusedDuringSelect = document.activeElement
    })
    button.focus()
    await user.keyboard('{ArrowUp}{Enter}')
    expect(onLogout).toHaveBeenCalledOnce()
    expect(focusedDuringSelect).toBe(button)
    expect(menu()).toBeNull()
  })

  it('Space chooses an item too, and a click does', async () => {
    const { user, button, onProfile } = setup()
    button.focus()
    await user.keyboard('{Enter} ')
    await user.click(button)
    await user.click(item('Profile'))
    expect(onProfile).toHaveBeenCalledTimes(2)
  })

  it('a disabled item is focusable but does nothing', async () => {
    const { user, button } = setup()
    button.focus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(item('Help').getAttribute('aria-disabled')).toBe('true')
    await user.keyboard('{Enter}')
    expect(menu()).not.toBeNull()
  })

  it('closes on a press outside and on Tab', async () => {
    const { user, button } = setup()
    await user.click(button)
    expect(menu()).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(menu()).toBeNull()
    button.focus()
    await user.keyboard('{Enter}')
    await user.tab()
    expect(menu()).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }))
  })

  it('renders href items as links, through LinkComponent when given', async () => {
    const seen: string[] = []
    const RouterLink: DropdownLinkComponent = ({ href, ...props }) => {
      seen.push(href)
      return <a href={`#router${href}`} {...props} />
    }
    const user = userEvent.setup()
    render(
      <Dropdown
        label="Menu"
        LinkComponent={RouterLink}
        items={[{ id: 'p', label: 'Profile', href: '/account' }]}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const link = screen.getByRole('menuitem', { name: 'Profile' })
    expect(link.tagName).toBe('A')
    expect(link.getAttribute('href')).toBe('#router/account')
    expect(seen).toContain('/account')
  })

  it('renderItem replaces the default element', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    const renderItem = (_item: unknown, props: DropdownItemProps) => <span {...props} data-custom="yes" />
    render(<Dropdown label="Menu" renderItem={renderItem} items={[{ id: 'x', label: 'Custom', onSelect }]} />)
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Custom' }))
    expect(screen.getByRole('menuitem').getAttribute('data-custom')).toBe('yes')
    await user.click(screen.getByRole('menuitem'))
    expect(onSelect).toHaveBeenCalledOnce()
  })
})
