import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderCitationPage } from '../../../test/renderCitationPage.tsx'
import { readStoredWorkspace } from '../../store/workspace.ts'

const LIST = [
  'Smith, J., &amp; Lee, K. (2020). Climate change and cities. <i>Journal of Urban Studies</i>, <i>12</i>(3), 45–60.',
  'Hill, A 2019, Deep work, Piatkus, London.',
  'Australian Bureau of Statistics 2020, <i>Population clock</i>, ABS, &lt;https://www.abs.gov.au/clock&gt;.',
]

/** Pastes rich text into the list box, as a browser does from Word. */
function pasteList(paragraphs: readonly string[]) {
  const box = screen.getByRole('textbox', { name: /Paste your reference list/ })
  const html = paragraphs.map((paragraph) => `<p class="MsoNormal">${paragraph}</p>`).join('')
  const text = paragraphs.join('\n')
  fireEvent.paste(box, {
    clipboardData: {
      getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? text : ''),
    },
  })
}

const entry = (position: number) => screen.getByRole('article', { name: `Reference ${position}` })

describe('the reference-list checker', () => {
  it('opens from the citation page and goes back to it', async () => {
    const { router } = renderCitationPage('/citation')
    await userEvent.click(await screen.findByRole('link', { name: 'Check a reference list' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Check a reference list' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/citation/check')
    await userEvent.click(screen.getByRole('link', { name: 'Back to your citations' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/citation(\/\d+)?$/))
  })

  it('starts empty with what to paste, and checks a pasted list entry by entry', async () => {
    renderCitationPage('/citation/check')
    expect(await screen.findByRole('heading', { level: 1, name: 'Check a reference list' })).toBeTruthy()
    expect(screen.getByText('Paste a reference list to check it')).toBeTruthy()

    pasteList(LIST)
    expect(await screen.findByText(/3 references checked/)).toBeTruthy()

    const apa = entry(1)
    expect(within(apa).getByText('Fixed')).toBeTruthy()
    expect(within(apa).getByText(/joins the last two authors with 'and', not '&'/)).toBeTruthy()
    // The difference: "&" struck out, "and" added, each named for a screen reader.
    const removed = [...apa.querySelectorAll('del')].map((element) => element.textContent)
    expect(removed.some((text) => text?.includes('[removed: ') && text.includes('&'))).toBe(true)
    expect([...apa.querySelectorAll('ins')].some((element) => /and/.test(element.textContent ?? ''))).toBe(
      true,
    )

    const book = entry(2)
    expect(within(book).getByText(/is in italics/)).toBeTruthy()
    expect(book.querySelector('p i')?.textContent).toBe('Deep work')

    const page = entry(3)
    expect(within(page).getByText('Needs details')).toBeTruthy()
    expect(within(page).getByText(/Missing: the date accessed/i)).toBeTruthy()

    // The fixed list leaves the entry that needs details out, in RMIT order.
    const fixed = screen.getByRole('list', { name: 'Fixed references, in RMIT order' })
    expect(
      within(fixed)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 5)),
    ).toEqual(['Hill ', 'Smith'])
  })

  it('completes an entry that needs details in the form, then adds the rest to the project in one go', async () => {
    renderCitationPage('/citation/check')
    await screen.findByRole('heading', { level: 1, name: 'Check a reference list' })
    pasteList(LIST)
    await screen.findByText(/3 references checked/)
    await userEvent.click(within(entry(3)).getByRole('button', { name: /Complete in the form/ }))

    const form = await screen.findByRole('form', { name: /details/ })
    expect(screen.queryByRole('heading', { level: 1, name: 'Check a reference list' })).toBeNull()
    expect((within(form).getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe(
      'Population clock',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Cite this!' }))
    // The accessed date is the student's to give: the save stops at it.
    expect(await screen.findByText('Fill in the fields marked above, then try again.')).toBeTruthy()
    const accessed = within(form).getByRole('group', { name: /accessed/i })
    await userEvent.selectOptions(within(accessed).getByRole('combobox', { name: 'Day' }), '3')
    await userEvent.selectOptions(within(accessed).getByRole('combobox', { name: 'Month' }), 'March')
    await userEvent.type(within(accessed).getByRole('textbox', { name: 'Year' }), '2024')
    await userEvent.click(screen.getByRole('button', { name: 'Cite this!' }))

    await waitFor(() => expect(document.activeElement?.textContent).toBe('Reference 3'))
    expect(within(entry(3)).getByText(/Completed in the form and added to your project/)).toBeTruthy()
    expect(readStoredWorkspace().citations).toHaveLength(1)

    await userEvent.click(screen.getByRole('button', { name: 'Add all to a project' }))
    expect(await screen.findByText(/2 references added to/)).toBeTruthy()
    expect(readStoredWorkspace().citations).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Added to your project' })).toHaveProperty('disabled', true)
  })

  it('finds missing details on the cite service only when asked, and applies them only when accepted', async () => {
    renderCitationPage('/citation/check')
    await screen.findByRole('heading', { level: 1, name: 'Check a reference list' })
    pasteList([
      "Fiorineschi L and Rotini F, 'Novelty metrics in engineering design', <i>Journal of Engineering Design</i>, 32(11):587-607, doi:10.1080/09544828.2021.1928024.",
    ])
    await screen.findByText(/1 reference checked/)
    expect(within(entry(1)).getByText('Needs details')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Find missing details' }))
    expect(await within(entry(1)).findByText(/Found by the cite service: adds the/)).toBeTruthy()
    expect(within(entry(1)).getByText('Needs details')).toBeTruthy()
    await userEvent.click(within(entry(1)).getByRole('button', { name: 'Accept: reference 1' }))
    expect(within(entry(1)).getByText('Fixed')).toBeTruthy()
    expect(within(entry(1)).getByText(/Completed with what the cite service found/)).toBeTruthy()
    expect(entry(1).textContent).toContain('(2021)')
  })

  it("moves to the results after a check, and names each entry's buttons without stray text", async () => {
    renderCitationPage('/citation/check')
    const box = await screen.findByRole('textbox', { name: /Paste your reference list/ })
    fireEvent.change(box, {
      target: {
        value: LIST.slice(1)
          .join('\n')
          .replace(/<[^>]+>/g, ''),
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Check list' }))
    const summary = await screen.findByText(/2 references checked/)
    await waitFor(() => expect(document.activeElement).toBe(summary))
    expect(within(entry(2)).getByRole('button', { name: 'Complete in the form: reference 2' })).toBeTruthy()
    expect(entry(2).textContent).not.toContain(': reference')
  })

  it('reads a Vietnamese name in lower case as a person and says why', async () => {
    renderCitationPage('/citation/check')
    const box = await screen.findByRole('textbox', { name: /Paste your reference list/ })
    fireEvent.change(box, {
      target: {
        value: "nguyen van a 2020, 'Học máy trong giáo dục', Tạp chí Khoa học, vol. 5, no. 2, pp. 10-20.",
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Check list' }))
    await screen.findByText(/1 reference checked/)
    expect(within(entry(1)).getByText('Fixed')).toBeTruthy()
    expect(within(entry(1)).getByText(/A Vietnamese name keeps its family name first/)).toBeTruthy()
    expect(entry(1).textContent).toContain("Nguyen VA (2020) 'Học máy trong giáo dục'")
  })

  it('says a list longer than 500 entries is too long', async () => {
    renderCitationPage('/citation/check')
    const box = await screen.findByRole('textbox', { name: /Paste your reference list/ })
    fireEvent.change(box, {
      target: { value: Array.from({ length: 501 }, (_, n) => `Author ${n} 2020`).join('\n') },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Check list' }))
    expect(await screen.findByText('That list is too long to check at once')).toBeTruthy()
  })
})
