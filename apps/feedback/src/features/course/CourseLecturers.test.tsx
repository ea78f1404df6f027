import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { anotherStudent, expectFailedLoad, pageAs, tokenOf } from '@unikit/auth/testing'
import { toastStore } from '@unikit/design-system'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { insight, lecturerOf, newCourse } from '../../../test/teachersService.ts'
import { CourseLecturers } from './CourseLecturers.tsx'

const renderLecturers = (course: { code: string; name: string }) =>
  render(
    <MemoryRouter>
      <CourseLecturers course={{ code: course.code, name: course.name }} />
    </MemoryRouter>,
  )

describe('the course page lecturers', () => {
  it('lists the course’s lecturers, the most rated first, with their figures for the course and the newest insights', async () => {
    const staff = await tokenOf('staff')
    const course = await newCourse(staff)
    const unrated = await lecturerOf(staff, 'Bùi Văn Cường', course.id)
    const rated = await lecturerOf(staff, 'Võ Minh Khoa', course.id)
    const lecturer = { id: rated, courseId: course.id }
    await insight(await anotherStudent(), lecturer, {
      note: 'Explains the models with Vietnamese data.',
      rating: { all: 4, nice: 4, fair: 4, time: 4, hard: 2 },
    })
    await insight(await anotherStudent(), lecturer, {
      note: 'Hard quizzes, clear feedback.',
      year: 2024,
      would_take_again: false,
      rating: { all: 3, nice: 4, fair: 4, time: 4, hard: 4 },
    })
    await pageAs('student')
    renderLecturers(course)
    expect(screen.getByText(/Loading the lecturers/)).toBeTruthy()
    const list = await screen.findByRole('list', { name: `Lecturers of ${course.code}` })
    const names = within(list).getAllByRole('heading', { level: 3 })
    expect(names.map((heading) => heading.textContent)).toEqual(['Võ Minh Khoa', 'Bùi Văn Cường'])
    expect(within(list).getByRole('link', { name: 'Võ Minh Khoa' }).getAttribute('href')).toBe(
      `/feedback/lecturer/${rated}?course=${course.id}`,
    )
    expect(within(list).getByRole('link', { name: 'Bùi Văn Cường' }).getAttribute('href')).toBe(
      `/feedback/lecturer/${unrated}?course=${course.id}`,
    )

    const card = names[0]?.closest('li') as HTMLElement
    const figure = (label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    expect(figure('Overall')).toBe('3.5 out of 5')
    expect(figure('Would take again')).toBe('50% of 2')
    expect(figure('Difficulty')).toBe('3.0 out of 5')
    expect(figure('Insights')).toBe('2')
    const notes = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
      .filter((text) => text?.includes('RMIT student'))
    // The newest written first.
    expect(notes[0]).toContain('Hard quizzes, clear feedback.')
    expect(notes[1]).toContain('Explains the models with Vietnamese data.')
    expect(
      within(card).getByRole('link', { name: `All 2 insights about Võ Minh Khoa for ${course.code}` }),
    ).toBeTruthy()

    const none = names[1]?.closest('li') as HTMLElement
    expect(within(none).getByText('No ratings for this course yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Rate a lecturer of this course' }).getAttribute('href')).toBe(
      `/feedback/search?q=${course.code}`,
    )
  })

  it('lets a student report an insight shown on the course page', async () => {
    const staff = await tokenOf('staff')
    const course = await newCourse(staff)
    const id = await lecturerOf(staff, 'Ngô Thanh Vân', course.id)
    await insight(await anotherStudent(), { id, courseId: course.id }, { note: 'Reads the slides aloud.' })
    await pageAs('student')
    renderLecturers(course)
    await userEvent.click(await screen.findByRole('button', { name: /^Report the insight/ }))
    const dialog = screen.getByRole('dialog', { name: 'Report this insight' })
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain(
        'Thanks, we will review this insight.',
      ),
    )
  })

  it('says when no lecturer is listed for the course', async () => {
    const course = await newCourse(await tokenOf('staff'))
    await pageAs('student')
    renderLecturers(course)
    expect(
      await screen.findByRole('heading', { level: 3, name: 'No lecturer is listed for this course yet' }),
    ).toBeTruthy()
  })

  it('shows a failed load with Retry', async () => {
    renderLecturers({ code: 'ECON1192', name: 'Macroeconomics 1' })
    await expectFailedLoad('The lecturers could not be loaded')
  })
})
