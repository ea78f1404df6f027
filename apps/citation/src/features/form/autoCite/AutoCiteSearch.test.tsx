import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, inject, it } from 'vitest'
import { renderPane } from '../../../../test/renderPane.tsx'
import { MANUAL_START } from '../model/FormStart.ts'
import { TOO_SHORT_MESSAGE } from './autoCiteQuery.ts'
import { DETAIL_HEADING, MISSING_TOOLTIP } from './ResultDetail.tsx'
import { NO_RESULTS, RESULTS_HEADING } from './ResultList.tsx'

/** Against the real cite service and the Crossref and page fakes (test/node/citeService.ts). */
const page = (name: string) => `${inject('fakesUrl')}/pages/${name}`

const searchBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Auto-cite' })
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name })
/** Auto-cite's own live region (the form has others). */
const autoCiteStatus = () => within(screen.getByRole('region', { name: 'Auto-cite' })).getByRole('status')
const formatSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Format' })

async function search(user: ReturnType<typeof renderPane>['user'], text: string) {
  await user.clear(searchBox())
  await user.type(searchBox(), text)
  await user.click(screen.getByRole('button', { name: 'Search' }))
}

describe('auto-cite', () => {
  it('searches only on submit, and wants at least 3 characters', async () => {
    const { user } = renderPane()
    expect(searchBox().getAttribute('placeholder')).toBe('URL, DOI, ISBN or title')
    expect(searchBox().maxLength).toBe(255)
    await user.type(searchBox(), ' ab ')
    expect(screen.queryByText('Searching')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.getByText(TOO_SHORT_MESSAGE)).toBeTruthy()
    expect(searchBox().getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(searchBox())
  })

  it('lists title results, shows the chosen one, goes back, and fills the form on Continue', async () => {
    const { user } = renderPane()
    await search(user, 'novelty metrics')
    await screen.findByRole('heading', { name: RESULTS_HEADING })
    // Focus stays in the search box; the live region says what came.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }))
    expect(autoCiteStatus().textContent).toBe('1 result found')
    const cite = screen.getByRole('button', { name: 'Cite Novelty metrics in engineering design' })
    expect(
      within(cite.closest('li')!).getByText('Fiorineschi L, Rotini F · 2021 · Journal of Engineering Design'),
    ).toBeTruthy()
    await user.click(cite)

    // The list is gone; the detail card has the focus.
    expect(screen.queryByRole('heading', { name: RESULTS_HEADING })).toBeNull()
    const detail = screen.getByRole('heading', { name: DETAIL_HEADING })
    expect(document.activeElement).toBe(detail)
    expect(screen.getByText('10.1080/09544828.2021.1928024')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Back to results' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: RESULTS_HEADING }))
    await user.click(screen.getByRole('button', { name: 'Cite Novelty metrics in engineering design' }))

    const continueButton = screen.getByRole('button', { name: 'Continue' })
    expect(continueButton.getAttribute('aria-describedby')).toBeNull()
    await user.click(continueButton)
    expect(formatSelect().value).toBe('7')
    expect(textbox('Article title').value).toBe('Novelty metrics in engineering design')
    expect(textbox('Journal name').value).toBe('Journal of Engineering Design')
    const filled = screen.getByText(/^Filled in from “Novelty metrics in engineering design”/)
    expect(document.activeElement).toBe(filled)
    expect(screen.getByRole('region', { name: 'Preview' }).textContent).toContain(
      "Fiorineschi L and Rotini F (2021) 'Novelty metrics in engineering design', Journal of Engineering Design, 32(11):590-620, doi:10.1080/09544828.2021.1928024.",
    )

    await user.click(screen.getByRole('button', { name: 'Back to review' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: RESULTS_HEADING }))
    await user.click(screen.getByRole('button', { name: 'clear' }))
    expect(screen.queryByRole('heading', { name: RESULTS_HEADING })).toBeNull()
    expect(searchBox().value).toBe('')
    expect(document.activeElement).toBe(searchBox())
  })

  it('says so when a search finds nothing, and starts the citation from the title typed', async () => {
    const { user } = renderPane()
    await search(user, 'zzzz nothing')
    expect(await screen.findByText(NO_RESULTS, { selector: 'p:not([role])' })).toBeTruthy()
    expect(autoCiteStatus().textContent).toBe(NO_RESULTS)
    await user.click(screen.getByRole('button', { name: 'Fill it in yourself' }))
    expect(formatSelect().value).toBe('1')
    expect(screen.getAllByDisplayValue('zzzz nothing')).toHaveLength(2)
    expect(document.activeElement?.textContent).toBe(MANUAL_START)
    expect(searchBox().value).toBe('zzzz nothing')
  })

  it('looks a DOI up and shows its one work at once', async () => {
    const { user } = renderPane()
    await search(user, 'https://doi.org/10.1037/13620-004')
    await screen.findByRole('heading', { name: DETAIL_HEADING })
    expect(autoCiteStatus().textContent).toBe('Found: Thematic analysis')
    expect(screen.queryByRole('button', { name: 'Back to results' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(formatSelect().value).toBe('43')
    expect(textbox('Chapter title').value).toBe('Thematic analysis')
    await user.click(screen.getByRole('button', { name: 'Back to review' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: DETAIL_HEADING }))
  })

  it('crawls a page, warns about what it lacks, marks those fields and dates the access today', async () => {
    const { user } = renderPane()
    await search(user, page('title-only.html'))
    await screen.findByRole('heading', { name: DETAIL_HEADING })
    expect(
      screen.getByText('Not found: Author, Year. You can fill these in after you continue.'),
    ).toBeTruthy()
    const continueButton = screen.getByRole('button', { name: 'Continue' })
    const tooltip = document.getElementById(continueButton.getAttribute('aria-describedby')!)
    expect(tooltip?.getAttribute('role')).toBe('tooltip')
    expect(tooltip?.textContent).toBe(MISSING_TOOLTIP)
    await user.hover(continueButton)
    expect(screen.getByRole('tooltip').textContent).toBe(MISSING_TOOLTIP)

    await user.click(continueButton)
    expect(formatSelect().value).toBe('13')
    expect(textbox('Title of webpage').value).toBe('Library opening hours')
    // The first field left to fill has the focus, with the note.
    const author = screen.getByRole('group', { name: 'Author' })
    expect(document.activeElement).toBe(within(author).getByRole('textbox', { name: 'First' }))
    expect(within(author).getByText('Auto-cite could not find this. Please fill it in.')).toBeTruthy()
    const accessed = screen.getByRole('group', { name: 'Date accessed' })
    expect(within(accessed).getByRole<HTMLInputElement>('textbox', { name: 'Year' }).value).toBe(
      String(new Date().getFullYear()),
    )
    expect(within(accessed).getByRole<HTMLSelectElement>('combobox', { name: 'Day' }).value).toBe(
      String(new Date().getDate()),
    )
    // Filling the field takes the note away.
    await user.type(within(author).getByRole('textbox', { name: 'Last' }), 'Nguyen')
    expect(within(author).queryByText('Auto-cite could not find this. Please fill it in.')).toBeNull()
  })

  it('explains a coded refusal (a PDF) and starts a webpage citation from the address', async () => {
    const { user } = renderPane()
    const address = page('report.pdf')
    await search(user, address)
    expect(
      await screen.findByText("We can't read PDFs or other files; search the title or DOI instead.", {
        selector: 'p:not([role])',
      }),
    ).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Fill it in yourself' }))
    expect(formatSelect().value).toBe('13')
    expect(screen.getAllByDisplayValue(address)).toHaveLength(2)
  })

  it('never ends at a toast when the lookup fails: it says what happened and starts from the DOI typed', async () => {
    const { user } = renderPane()
    await search(user, '10.5555/fake.server-error')
    const said = 'We could not look up that DOI just now. Try again in a moment.'
    expect(await screen.findByText(said, { selector: 'p:not([role])' })).toBeTruthy()
    expect(autoCiteStatus().textContent).toBe(said)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(searchBox().value).toBe('10.5555/fake.server-error')
    await user.click(screen.getByRole('button', { name: 'Fill it in yourself' }))
    // The chosen format (a book) has a DOI field, so it stays.
    expect(formatSelect().value).toBe('1')
    expect(screen.getAllByDisplayValue('10.5555/fake.server-error')).toHaveLength(2)
  })

  it('shows only the latest outcome: a new message replaces an old failure, never stacks under it', async () => {
    const { user } = renderPane()
    await search(user, '10.5555/fake.server-error')
    const failed = 'We could not look up that DOI just now. Try again in a moment.'
    expect(await screen.findByText(failed, { selector: 'p:not([role])' })).toBeTruthy()
    await user.clear(searchBox())
    await search(user, 'ab')
    expect(screen.getByText(TOO_SHORT_MESSAGE)).toBeTruthy()
    expect(screen.queryByText(failed, { selector: 'p:not([role])' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Fill it in yourself' })).toBeNull()
    await user.clear(searchBox())
    await search(user, '978-1-352-00309-3')
    await screen.findByRole('heading', { name: DETAIL_HEADING })
    expect(screen.queryByText(TOO_SHORT_MESSAGE)).toBeNull()
  })

  it('looks an ISBN up on Open Library and shows its one book at once', async () => {
    const { user } = renderPane()
    await search(user, '978-1-352-00309-3')
    await screen.findByRole('heading', { name: DETAIL_HEADING })
    expect(autoCiteStatus().textContent).toBe('Found: Success in academic writing')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(formatSelect().value).toBe('1')
    expect(textbox('Place of publication').value).toBe('Basingstoke')
  })

  it('is busy while it searches, and a new search cancels the one under way', async () => {
    const { user } = renderPane()
    await search(user, page('stall'))
    const outcome = screen.getByText('Searching').closest('[aria-busy]')!
    expect(outcome.getAttribute('aria-busy')).toBe('true')
    await search(user, 'deep residual learning')
    await screen.findByRole('heading', { name: RESULTS_HEADING })
    expect(outcome.getAttribute('aria-busy')).toBe('false')
    // The stalled crawl would have failed after the service's 1.5 s time-out: it was cancelled instead.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect(screen.queryByRole('alert')).toBeNull()
    await waitFor(() => expect(screen.getByRole('heading', { name: RESULTS_HEADING })).toBeTruthy())
  })
})
