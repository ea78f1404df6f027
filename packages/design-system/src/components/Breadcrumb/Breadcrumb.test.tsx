import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Breadcrumb, type BreadcrumbLinkProps } from './Breadcrumb.tsx'

const items = [
  { label: 'Core courses', href: '/archive' },
  { label: 'COSC2429', href: '/archive/folder/12' },
  { label: 'Week 3' },
]

describe('Breadcrumb', () => {
  it('is a navigation named Breadcrumb with an ordered trail ending on the current page', () => {
    render(<Breadcrumb items={items} />)
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' })
    const listItems = within(nav).getAllByRole('listitem')
    expect(listItems).toHaveLength(3)
    expect(within(nav).getByRole('link', { name: 'Core courses' }).getAttribute('href')).toBe('/archive')
    const current = within(nav).getByText('Week 3')
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(within(nav).queryByRole('link', { name: 'Week 3' })).toBeNull()
  })

  it('the last item is current even when it has an href', () => {
    render(
      <Breadcrumb
        items={[
          { label: 'Home', href: '/' },
          { label: 'Folder', href: '/f' },
        ]}
      />,
    )
    expect(screen.getByText('Folder').getAttribute('aria-current')).toBe('page')
    expect(screen.queryByRole('link', { name: 'Folder' })).toBeNull()
  })

  it('renders links through LinkComponent and hides separators', () => {
    function RouterLink({ href, children, className }: BreadcrumbLinkProps) {
      return (
        <a href={`/app${href}`} className={className} data-router="yes">
          {children}
        </a>
      )
    }
    const { container } = render(<Breadcrumb items={items} LinkComponent={RouterLink} />)
    const link = screen.getByRole('link', { name: 'COSC2429' })
    expect(link.getAttribute('href')).toBe('/app/archive/folder/12')
    expect(link.getAttribute('data-router')).toBe('yes')
    const separators = container.querySelectorAll('.uk-breadcrumb__separator')
    expect(separators).toHaveLength(2)
    for (const s of separators) expect(s.getAttribute('aria-hidden')).toBe('true')
  })
})
