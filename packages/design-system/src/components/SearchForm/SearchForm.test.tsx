import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { SearchForm } from './SearchForm.tsx'

function Harness({ searched }: { searched: string[] }) {
  const [query, setQuery] = useState('')
  return (
    <SearchForm
      label="Search samples"
      value={query}
      onValueChange={setQuery}
      onSearch={(found) => searched.push(found)}
    />
  )
}

describe('SearchForm', () => {
  it('is a search landmark that hands over the query trimmed', async () => {
    const searched: string[] = []
    const { container } = render(<Harness searched={searched} />)
    // jsdom does not know `<search>` yet; a browser maps it to the search landmark.
    expect(container.querySelector('search form')).not.toBeNull()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search samples' }), '  cosc2000 {Enter}')
    expect(searched).toEqual(['cosc2000'])
  })

  it('goes nowhere with an empty query', async () => {
    const searched: string[] = []
    render(<Harness searched={searched} />)
    await userEvent.type(screen.getByRole('searchbox'), '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(searched).toEqual([])
  })
})
