import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { emptyFormState, type Field, formStateToItem } from '@unikit/citation-core'
import { describe, expect, it, vi } from 'vitest'
import { renderPane } from '../../../../test/renderPane.tsx'
import type { CitationFormAction } from '../model/citationFormReducer.ts'
import { FieldControl } from './FieldControl.tsx'

const preview = () => screen.getByRole('region', { name: 'Preview' })
const referenceText = () => within(preview()).getAllByRole('definition')[0]!.textContent
const group = (name: string) => screen.getByRole('group', { name })
const today = () => {
  const now = new Date()
  return { day: String(now.getDate()), month: String(now.getMonth() + 1), year: String(now.getFullYear()) }
}

describe('text fields', () => {
  it('are named by their visible label, hold at most 255 characters and count near the limit', async () => {
    const { user } = renderPane()
    const title = screen.getByRole('textbox', { name: 'Title' })
    expect(title.getAttribute('maxlength')).toBe('255')
    await user.click(title)
    await user.paste('x'.repeat(200))
    expect(screen.queryByText(/characters$/)).toBeNull()
    await user.paste('y'.repeat(40))
    expect(screen.getByText('240 / 255 characters')).toBeTruthy()
    expect(title.getAttribute('aria-describedby')).toContain(screen.getByText('240 / 255 characters').id)
    await user.paste('z'.repeat(40))
    expect((title as HTMLInputElement).value).toHaveLength(255)
  })

  it('turn a title into sentence case on request', async () => {
    const { user } = renderPane()
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Success In Academic Writing: A Guide')
    await user.click(screen.getByRole('button', { name: 'Sentence case' }))
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe(
      'Success in academic writing: a guide',
    )
  })

  it('take only digits for an edition', async () => {
    const { user } = renderPane()
    await user.type(screen.getByRole('textbox', { name: 'Edition' }), '2nd')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Edition' }).value).toBe('2')
    expect(referenceText()).toContain('2nd edn')
  })

  it('lock under a "No <field>" box, which writes its value', async () => {
    const { user } = renderPane()
    const place = screen.getByRole<HTMLInputElement>('textbox', { name: 'Place of publication' })
    await user.type(place, 'Southbank')
    await user.click(screen.getByRole('checkbox', { name: 'No place' }))
    expect(place.disabled).toBe(true)
    expect(place.value).toBe('n.p.')
    await user.type(screen.getByRole('textbox', { name: 'Publisher' }), 'Palgrave')
    expect(referenceText()).toContain('Palgrave, n.p.')
    await user.click(screen.getByRole('checkbox', { name: 'No place' }))
    expect(place.value).toBe('Southbank')
  })

  it('copy the author under an Autofill box, locked', async () => {
    const { user } = renderPane()
    const author = group('Author')
    await user.click(within(author).getByRole('radio', { name: 'Organisation' }))
    await user.type(within(author).getByRole('textbox', { name: 'Full name' }), 'World Health Organization')
    await user.type(within(author).getByRole('textbox', { name: 'Abbreviation' }), 'WHO')
    await user.click(screen.getByRole('checkbox', { name: 'Same as author' }))
    const publisher = screen.getByRole<HTMLInputElement>('textbox', { name: 'Publisher' })
    expect(publisher.disabled).toBe(true)
    expect(publisher.value).toBe('WHO')
  })
})

describe('name fields', () => {
  it('have First, Last and Middle inputs, rows added on the last row and removed by their trash icon', async () => {
    const { user } = renderPane()
    const author = group('Author')
    expect(
      within(author)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('aria-labelledby')),
    ).toEqual([null, null, null])
    await user.type(within(author).getByRole('textbox', { name: 'First' }), 'Alice')
    await user.type(within(author).getByRole('textbox', { name: 'Last' }), 'Hill')
    await user.type(within(author).getByRole('textbox', { name: 'Middle' }), 'C')
    expect(within(author).queryByRole('button', { name: /^Remove/ })).toBeNull()

    await user.click(within(author).getByRole('button', { name: 'Add author' }))
    // The new row has the focus, and every input now carries its row number.
    expect(document.activeElement).toBe(within(author).getByRole('textbox', { name: 'Author 2 First' }))
    expect(within(author).getByRole('textbox', { name: 'Author 1 Last' })).toBeTruthy()
    expect(within(author).getAllByRole('button', { name: 'Add author' })).toHaveLength(1)
    await user.type(within(author).getByRole('textbox', { name: 'Author 2 First' }), 'Leonardo')
    await user.type(within(author).getByRole('textbox', { name: 'Author 2 Last' }), 'Martinez-Diaz')
    expect(referenceText()).toMatch(/^Hill AC and Martinez-Diaz L \(n\.d\.\)/)

    await user.click(within(author).getByRole('button', { name: 'Remove author 1' }))
    expect(within(author).getByRole<HTMLInputElement>('textbox', { name: 'Last' }).value).toBe(
      'Martinez-Diaz',
    )
    expect(within(author).queryByRole('button', { name: /^Remove/ })).toBeNull()
  })

  it('offer "N/A" only while the first row is empty, and lock the rows when ticked', async () => {
    const { user } = renderPane()
    const author = group('Author')
    const first = within(author).getByRole('textbox', { name: 'First' })
    expect(within(author).getByRole('checkbox', { name: 'N/A' })).toBeTruthy()
    await user.type(first, 'A')
    expect(within(author).queryByRole('checkbox', { name: 'N/A' })).toBeNull()
    await user.clear(first)
    await user.click(within(author).getByRole('checkbox', { name: 'N/A' }))
    expect(first.hasAttribute('disabled')).toBe(true)
    expect(within(author).getByRole('button', { name: 'Add author' }).hasAttribute('disabled')).toBe(true)
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'A Warning')
    expect(referenceText()).toBe('A Warning (n.d.).')
  })

  it('take an organisation with its abbreviation where the field allows one', async () => {
    const { user } = renderPane()
    const author = group('Author')
    await user.click(within(author).getByRole('radio', { name: 'Organisation' }))
    expect(within(author).queryByRole('textbox', { name: 'First' })).toBeNull()
    await user.type(
      within(author).getByRole('textbox', { name: 'Full name' }),
      'International Civil Aviation Organization',
    )
    await user.type(within(author).getByRole('textbox', { name: 'Abbreviation' }), 'ICAO')
    expect(referenceText()).toBe('ICAO (International Civil Aviation Organization) (n.d.).')
  })

  it('are people only where the format says so (a thesis author)', () => {
    renderPane({ initialFormatId: 42 })
    expect(within(group('Author')).queryByRole('radio', { name: 'Organisation' })).toBeNull()
  })
})

describe('date fields', () => {
  it('take the year as up to 4 digits only', async () => {
    const { user } = renderPane()
    const year = screen.getByRole<HTMLInputElement>('textbox', { name: 'Year' })
    expect(year.required).toBe(true)
    await user.type(year, '20a19x5')
    expect(year.value).toBe('2019')
  })

  it('clear and lock the year under "No date"', async () => {
    const { user } = renderPane()
    const year = screen.getByRole<HTMLInputElement>('textbox', { name: 'Year' })
    await user.type(year, '2019')
    await user.click(screen.getByRole('checkbox', { name: 'No date' }))
    expect(year.value).toBe('')
    expect(year.disabled).toBe(true)
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Manual')
    expect(referenceText()).toBe('Manual (n.d.).')
    await user.click(screen.getByRole('checkbox', { name: 'No date' }))
    expect(year.disabled).toBe(false)
  })

  it('offer circa and a period where the field does (an artwork)', async () => {
    const { user } = renderPane({ initialFormatId: 28 })
    await user.type(screen.getByRole('textbox', { name: 'Title of work' }), 'Blue poles')
    // The first "Year" is the year of the work; the accessed date has its own, inside its group.
    await user.type(screen.getAllByRole('textbox', { name: 'Year' })[0]!, '1952')
    await user.click(screen.getByRole('checkbox', { name: 'Circa' }))
    expect(referenceText()).toContain('(c. 1952)')
    await user.click(screen.getByRole('checkbox', { name: 'Use a period instead of a year' }))
    expect(screen.getAllByRole('textbox', { name: 'Year' })).toHaveLength(1)
    // Two names a screen reader tells apart, each the visible label.
    const period = screen.getByRole('textbox', { name: 'Period (century or era)' })
    expect(screen.getByText('Period (century or era)').closest('label')?.htmlFor).toBe(period.id)
    expect(screen.queryAllByRole('checkbox', { name: /^Period/ })).toEqual([])
    await user.type(period, '11th-12th century')
    expect(referenceText()).toContain('(11th-12th century)')
    await user.click(screen.getByRole('checkbox', { name: 'Use a period instead of a year' }))
    expect(screen.getAllByRole<HTMLInputElement>('textbox', { name: 'Year' })[0]!.value).toBe('')
  })

  it('show day and month selects with English month names and a numeric year', async () => {
    const { user } = renderPane({ initialFormatId: 9 })
    const date = group('Date published')
    const day = within(date).getByRole('combobox', { name: 'Day' })
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', ...Array.from({ length: 31 }, (_, i) => String(i + 1))])
    const month = within(date).getByRole('combobox', { name: 'Month' })
    expect(
      within(month)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'None',
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ])
    await user.selectOptions(day, '9')
    await user.selectOptions(month, 'October')
    await user.type(within(date).getByRole('textbox', { name: 'Year' }), '2021')
    await user.type(screen.getByRole('textbox', { name: 'Article title' }), 'Rates rise')
    expect(referenceText()).toContain('(9 October 2021)')
  })

  it('show day and month only for the last day of a conference', () => {
    renderPane({ initialFormatId: 32 })
    const lastDay = group('Last day')
    expect(within(lastDay).getByRole('combobox', { name: 'Day' })).toBeTruthy()
    expect(within(lastDay).getByRole('combobox', { name: 'Month' })).toBeTruthy()
    expect(within(lastDay).queryByRole('textbox', { name: 'Year' })).toBeNull()
  })

  it("lock an accessed date on today's date under its Autofill box", async () => {
    const { user } = renderPane({ initialFormatId: 13 })
    const accessed = group('Date accessed')
    await user.click(screen.getByRole('checkbox', { name: 'Today' }))
    const { day, month, year } = today()
    expect(within(accessed).getByRole<HTMLSelectElement>('combobox', { name: 'Day' }).value).toBe(day)
    expect(within(accessed).getByRole<HTMLSelectElement>('combobox', { name: 'Month' }).value).toBe(month)
    expect(within(accessed).getByRole<HTMLInputElement>('textbox', { name: 'Year' }).value).toBe(year)
    expect(within(accessed).getByRole<HTMLInputElement>('textbox', { name: 'Year' }).disabled).toBe(true)
  })

  it('render a month field as month and year, and a hidden field not at all', async () => {
    const dispatch = vi.fn<(action: CitationFormAction) => void>()
    const form = emptyFormState(1)
    const month: Field = { key: 'period', label: 'Issue month', variable: 'issued', type: 'month' }
    const hidden: Field = { key: 'secret', label: 'Secret', variable: 'note', type: 'hidden' }
    const props = { form, item: formStateToItem(1, form), issue: undefined, autoMissing: false, dispatch }
    const view = render(
      <>
        <FieldControl {...props} field={month} />
        <FieldControl {...props} field={hidden} />
      </>,
    )
    const issueMonth = screen.getByRole('group', { name: 'Issue month' })
    expect(within(issueMonth).queryByRole('combobox', { name: 'Day' })).toBeNull()
    await userEvent.selectOptions(within(issueMonth).getByRole('combobox', { name: 'Month' }), 'May')
    expect(dispatch).toHaveBeenCalledWith({
      type: 'setValue',
      key: 'period',
      value: { day: '', month: '5', year: '', noDate: false, circa: false, period: '' },
    })
    expect(screen.queryByText('Secret')).toBeNull()
    view.unmount()
  })
})

describe('selects, alternatives and conditional groups', () => {
  it('start a select on its first option', () => {
    renderPane({ initialFormatId: 5 })
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kind' }).value).toBe('brochure')
  })

  it("show an A-or-B set as a switch with the chosen option's fields", async () => {
    const { user } = renderPane()
    const choice = group('Place or DOI')
    expect(within(choice).getByRole<HTMLInputElement>('radio', { name: 'Place' }).checked).toBe(true)
    expect(screen.getByRole('textbox', { name: 'Place of publication' })).toBeTruthy()
    await user.click(within(choice).getByRole('radio', { name: 'DOI' }))
    expect(screen.queryByRole('textbox', { name: 'Place of publication' })).toBeNull()
    await user.type(screen.getByRole('textbox', { name: 'DOI' }), '10.4324/9781003117254')
    expect(referenceText()).toContain('doi:10.4324/9781003117254')
  })

  it('show a when-group only while its select matches (the album of a song)', async () => {
    const { user } = renderPane({ initialFormatId: 27 })
    const kind = screen.getByRole('combobox', { name: 'Song or album' })
    expect((kind as HTMLSelectElement).value).toBe('Song')
    expect(screen.getByRole('textbox', { name: 'Album title' })).toBeTruthy()
    await user.selectOptions(kind, 'Album')
    expect(screen.queryByRole('textbox', { name: 'Album title' })).toBeNull()
  })
})
