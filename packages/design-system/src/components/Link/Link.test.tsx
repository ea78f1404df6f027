import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Link, LinkProvider, type RouterLinkProps } from './Link.tsx'

function TestRouterLink({ to, ...rest }: RouterLinkProps) {
  return <a href={`#${to}`} data-router="yes" {...rest} />
}

describe('Link', () => {
  it('is a plain link without a provider', () => {
    render(<Link href="/archive">Archive</Link>)
    const link = screen.getByRole('link', { name: 'Archive' })
    expect(link.getAttribute('href')).toBe('/archive')
    expect(link.getAttribute('data-router')).toBeNull()
  })

  it("is the router's link under a provider, with the anchor's other attributes", () => {
    render(
      <LinkProvider link={TestRouterLink}>
        <Link href="/archive/view/1" aria-label="Preview Essay" className="x">
          Preview
        </Link>
      </LinkProvider>,
    )
    const link = screen.getByRole('link', { name: 'Preview Essay' })
    expect(link.getAttribute('href')).toBe('#/archive/view/1')
    expect(link.getAttribute('data-router')).toBe('yes')
    expect(link.className).toBe('x')
  })
})
