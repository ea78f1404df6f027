import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { anotherStudent, pageAs, tokenOf } from '@unikit/auth/testing'
import { describe, expect, it } from 'vitest'
import { renderFeedback } from '../../../test/renderFeedback.tsx'
import { helpful, insight, newLecturer } from '../../../test/teachersService.ts'

const items = () => within(screen.getByRole('region', { name: /^Insights/ })).getAllByRole('listitem')
const notes = () => items().map((item) => item.querySelector('p:nth-of-type(2)')?.textContent)

describe("a lecturer's insights", () => {
  it('sort by most helpful, take a Helpful press and its count, and fold an aged insight', async () => {
    const lecturer = await newLecturer(await tokenOf('staff'), 'Đỗ Minh Khoa')
    const first = await insight(await anotherStudent(), lecturer, { note: 'Slides online before class.' })
    await insight(await anotherStudent(), lecturer, { note: 'Labs well run.', semester: 2 })
    await insight(await anotherStudent(), lecturer, { note: 'Back in 2019, strict.', year: 2019 })
    await helpful(await anotherStudent(), first.id)
    await pageAs('student')
    renderFeedback(`/feedback/lecturer/${lecturer.id}`)

    await screen.findByText('Labs well run.')
    expect(notes()[0]).toBe('Labs well run.')
    const aged = items()[2] as HTMLElement
    expect(within(aged).getByText('Written about a course more than three years ago')).toBeTruthy()
    expect(aged.querySelector('details')?.open).toBe(false)

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort insights' }), 'Most helpful')
    await waitFor(() => expect(notes()[0]).toBe('Slides online before class.'))
    const press = within(items()[1] as HTMLElement).getByRole('button', { name: /^Helpful: the insight/ })
    expect(press.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(press)
    await waitFor(() => expect(press.textContent).toMatch(/^Helpful · 1: the insight on /))
    expect(press.getAttribute('aria-pressed')).toBe('true')
  })

  it('shows the summary: the overall scores as a table, would take again and the difficulty', async () => {
    const lecturer = await newLecturer(await tokenOf('staff'), 'Mai Thị Lan')
    await insight(await anotherStudent(), lecturer, {
      rating: { all: 4, nice: 4, fair: 4, time: 4, hard: 2 },
    })
    await insight(await anotherStudent(), lecturer, {
      semester: 3,
      would_take_again: false,
      rating: { all: 2, nice: 2, fair: 2, time: 2, hard: 5 },
    })
    await pageAs('student')
    renderFeedback(`/feedback/lecturer/${lecturer.id}`)
    const table = await screen.findByRole('table', { name: /^Overall scores given, from 2 insights/ })
    expect(within(table).getByRole('row', { name: '4 1' })).toBeTruthy()
    expect(within(table).getByRole('row', { name: '5 0' })).toBeTruthy()
    expect(screen.getByText('50% of 2 insights')).toBeTruthy()
    expect(screen.getByText('3.5 out of 5', { selector: 'dd' })).toBeTruthy()
  })
})
