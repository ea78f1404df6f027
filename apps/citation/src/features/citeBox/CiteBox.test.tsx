import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, inject, it } from 'vitest'
import { renderCitationPage } from '../../../test/renderCitationPage.tsx'
import { BAD_ISBN_MESSAGE, TOO_SHORT_MESSAGE } from '../form/autoCite/autoCiteQuery.ts'

const box = () => screen.findByRole('textbox', { name: 'Cite a source' })

/** Types into the box on the citation home and presses Enter, as a student does. */
async function cite(text: string) {
  renderCitationPage()
  const input = await box()
  await userEvent.type(input, `${text}{Enter}`)
  return input
}

/** The form the box opened, with its preview's reference. */
async function openedForm(name: string) {
  const form = await screen.findByRole('form', { name }, { timeout: 8000 })
  const preview = screen.getByRole('region', { name: 'Citation preview' })
  return { form, preview }
}

/** Against the real cite service, which asks the Crossref, Open Library and page fakes (test/node/citeService.ts). */
describe('the one box on the citation home', () => {
  it('cites a DOI: the journal article form opens filled, its preview showing', async () => {
    await cite('10.1080/09544828.2021.1928024')
    const { form, preview } = await openedForm('Journal article details')
    expect(within(form).getByRole('textbox', { name: /^Article title/ })).toHaveProperty(
      'value',
      'Novelty metrics in engineering design',
    )
    expect(preview.textContent).toContain(
      "Fiorineschi L and Rotini F (2021) 'Novelty metrics in engineering design', Journal of Engineering Design, 32(11):590-620, doi:10.1080/09544828.2021.1928024.",
    )
    expect(
      screen.getByText(
        'Filled in from “Novelty metrics in engineering design”: check the details, then choose Cite this!',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cite this!' })).toBeTruthy()
  })

  it('cites an ISBN with hyphens: the book form opens with every field filled', async () => {
    await cite('978-1-352-00309-3')
    const { preview } = await openedForm('Book details')
    expect(preview.textContent).toContain(
      'Day T (2018) Success in academic writing, 2nd edn, Palgrave, Basingstoke.',
    )
    expect(screen.getByRole('textbox', { name: 'Place of publication' })).toHaveProperty(
      'value',
      'Basingstoke',
    )
  })

  it('marks what Open Library could not give (a place) and says to fill it in', async () => {
    await cite('0140328726')
    await openedForm('Book details')
    expect(screen.getByText(/Filled in from “Fantastic Mr\. Fox”: fill in what is marked/)).toBeTruthy()
  })

  it('cites a web address through the page reader', async () => {
    await cite(`${inject('fakesUrl')}/pages/news-article.html`)
    const { preview } = await openedForm('Newspaper article from a webpage details')
    expect(preview.textContent).toContain('Students turn to AI tools for reading, not writing, survey finds')
  })

  it('lists what a title matched; Cite opens that work in the form', async () => {
    const input = await cite('array programming numpy')
    const results = await screen.findByRole('heading', {
      name: 'Select the search result that best matches your source',
    })
    expect(document.activeElement).toBe(input)
    expect(screen.getByText(/^\d+ results? found$/)).toBeTruthy()
    const list = results.parentElement!
    await userEvent.click(within(list).getAllByRole('button', { name: /^Cite/ })[0]!)
    const { preview } = await openedForm('Journal article details')
    expect(preview.textContent).toContain("'Array programming with NumPy', Nature, 585(7825):357-362")
  })

  it('says an ISBN does not add up before looking anything up, and offers to fill in a book', async () => {
    await cite('978-1-352-00309-4')
    // Said in the live region and in the panel with its way forward.
    expect(await screen.findAllByText(BAD_ISBN_MESSAGE)).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Fill it in yourself' }))
    await openedForm('Book details')
  })

  it('offers the kinds of source for a title that matched nothing, carrying the title into the form', async () => {
    await cite('zzzz nothing matches')
    await userEvent.click(await screen.findByRole('button', { name: 'Fill it in yourself' }))
    expect(await screen.findByText(/Choose the kind of source “zzzz nothing matches” is/)).toBeTruthy()
    const mostUsed = await screen.findByRole('region', { name: /Most used/ })
    await userEvent.click(within(mostUsed).getByRole('button', { name: 'Book' }))
    const { form } = await openedForm('Book details')
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveProperty(
      'value',
      'zzzz nothing matches',
    )
  })

  it('explains a failed lookup with a way forward, and shows only the latest message', async () => {
    const input = await cite('10.5555/nothing.here')
    expect(await screen.findAllByText(/No work is registered under that DOI/)).not.toHaveLength(0)
    await userEvent.clear(input)
    await userEvent.type(input, 'ab{Enter}')
    // Under the box, and in the live region: focus stays in the box.
    expect(await screen.findAllByText(TOO_SHORT_MESSAGE)).toHaveLength(2)
    expect(screen.queryAllByText(/No work is registered under that DOI/)).toEqual([])
    expect(input.getAttribute('aria-invalid')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'Cite' }))
    await waitFor(() => expect(screen.getAllByText(TOO_SHORT_MESSAGE)).toHaveLength(2))
  })
})
