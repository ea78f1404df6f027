import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { anotherStudent, expectFailedLoad, pageAs, tokenOf } from '@unikit/auth/testing'
import { toastStore } from '@unikit/design-system'
import { describe, expect, it } from 'vitest'
import { renderFeedback } from '../../../test/renderFeedback.tsx'
import { insight, newLecturer } from '../../../test/teachersService.ts'

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message)

describe('a lecturer', () => {
  it('says it is loading, then shows the lecturer, their courses and the insights, each by an RMIT student', async () => {
    const lecturer = await newLecturer(await tokenOf('staff'), 'Lê Hoàng Minh')
    await insight(await anotherStudent(), lecturer, { note: 'Explains recursion with real examples.' })
    await pageAs('student')
    renderFeedback(`/feedback/lecturer/${lecturer.id}`)
    expect(screen.getByRole('status').textContent).toContain('Loading the lecturer')
    expect(await screen.findByRole('heading', { level: 1, name: 'Lê Hoàng Minh' })).toBeTruthy()
    expect(
      screen.getAllByText(new RegExp(`${lecturer.code} Course ${lecturer.code}`)).length,
    ).toBeGreaterThan(0)
    const note = await screen.findByText('Explains recursion with real examples.')
    expect((note.closest('li') as HTMLElement).textContent).toContain('RMIT student')
  })

  it('links each course to its course page, and opens with the course the address chooses', async () => {
    const lecturer = await newLecturer(await tokenOf('staff'), 'Phan Thị Mai')
    await insight(await anotherStudent(), lecturer, { note: 'Good at exam revision.' })
    await pageAs('student')
    renderFeedback(`/feedback/lecturer/${lecturer.id}?course=${lecturer.courseId}`)
    const link = await screen.findByRole('link', { name: `${lecturer.code} Course ${lecturer.code}` })
    expect(link.getAttribute('href')).toBe(`/course/${lecturer.code}`)
    const course = screen.getByRole('combobox', { name: 'Course' }) as HTMLSelectElement
    expect(course.value).toBe(String(lecturer.courseId))
    await userEvent.selectOptions(course, 'All courses')
    expect(course.value).toBe('')
    expect(await screen.findByText('Good at exam revision.')).toBeTruthy()
  })

  it('shows all courses when the address names a course the lecturer does not teach', async () => {
    const lecturer = await newLecturer(await tokenOf('staff'), 'Đỗ Văn Hùng')
    await pageAs('student')
    renderFeedback(`/feedback/lecturer/${lecturer.id}?course=999999`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Đỗ Văn Hùng' })).toBeTruthy()
    expect((screen.getByRole('combobox', { name: 'Course' }) as HTMLSelectElement).value).toBe('')
  })

  it('says when there is no such lecturer', async () => {
    await pageAs('student')
    renderFeedback('/feedback/lecturer/999999')
    expect(await screen.findByRole('heading', { level: 1, name: 'Lecturer not found' })).toBeTruthy()
  })

  it('says why the lecturer could not be loaded when the session is gone, with a Retry', async () => {
    renderFeedback('/feedback/lecturer/1')
    await expectFailedLoad('This lecturer could not be loaded')
  })

  it('takes an insight: the problems beside their fields, each gone once its field is right, then it is saved and listed as yours', async () => {
    const lecturer = await newLecturer(await tokenOf('staff'), 'Trần Quốc Bảo')
    await pageAs('student')
    renderFeedback(`/feedback/lecturer/${lecturer.id}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Provide insight' }))
    const form = screen.getByRole('dialog', { name: 'Provide insight' })
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }))
    expect(document.activeElement).toBe(within(form).getByRole('combobox', { name: /^Course/ }))
    expect(within(form).getAllByText('Input required').length).toBeGreaterThan(1)

    const problems = () => within(form).queryAllByText('Input required').length
    const before = problems()
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /^Course/ }),
      `${lecturer.code} Course ${lecturer.code}`,
    )
    // The course's problem goes as soon as one is chosen; the others stay until theirs are answered.
    expect(problems()).toBe(before - 1)
    expect(
      within(form)
        .getByRole('combobox', { name: /^Course/ })
        .getAttribute('aria-invalid'),
    ).not.toBe('true')
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Semester/ }), 'Semester 2')
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Your insight/ }),
      'Fair marking, clear slides.',
    )
    for (const group of within(form)
      .getAllByRole('group')
      .filter((g) => g.querySelector('input[type="radio"][value="4"]')))
      await userEvent.click(within(group).getByRole('radio', { name: '4' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }))
    expect(within(form).getAllByText('Input required')).toHaveLength(1)
    await userEvent.click(
      within(within(form).getByRole('group', { name: 'Would you take this lecturer again?' })).getByRole(
        'radio',
        {
          name: 'Yes',
        },
      ),
    )
    expect(within(form).queryAllByText('Input required')).toHaveLength(0)
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /^Grade received/ }),
      'DI (Distinction)',
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(toasts()).toContain('Insight published. Thank you!'))
    const mine = (await screen.findByText('Fair marking, clear slides.')).closest('li') as HTMLElement
    expect(within(mine).getByText('Yours')).toBeTruthy()
    expect(within(mine).getByText(/Would take again: yes · Grade received: DI \(Distinction\)/)).toBeTruthy()
    expect(within(mine).queryByRole('button', { name: /^Report/ })).toBeNull()
    expect(within(mine).queryByRole('button', { name: /^Helpful/ })).toBeNull()
  })

  it('tells the student an insight the word list holds waits for review, and where to follow it', async () => {
    const lecturer = await newLecturer(await tokenOf('staff'), 'Hồ Thị Thu')
    await pageAs('student')
    renderFeedback(`/feedback/lecturer/${lecturer.id}`)
    expect(await screen.findByRole('link', { name: 'My insights' })).toBeTruthy()
    await userEvent.click(await screen.findByRole('button', { name: 'Provide insight' }))
    const form = screen.getByRole('dialog', { name: 'Provide insight' })
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /^Course/ }),
      `${lecturer.code} Course ${lecturer.code}`,
    )
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Semester/ }), 'Semester 1')
    await userEvent.type(within(form).getByRole('textbox', { name: /^Your insight/ }), 'Dạy như lồn')
    for (const group of within(form)
      .getAllByRole('group')
      .filter((g) => g.querySelector('input[type="radio"][value="3"]')))
      await userEvent.click(within(group).getByRole('radio', { name: '3' }))
    await userEvent.click(within(form).getByRole('radio', { name: 'No' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(toasts().join(' ')).toContain('Your insight waits for review: staff read it before it is shown'),
    )
    expect(screen.queryByText('Dạy như lồn')).toBeNull()
  })

  it('offers staff no "Provide insight", Helpful or Report', async () => {
    const lecturer = await newLecturer(await tokenOf('staff'), 'Lý Văn Phúc')
    await insight(await anotherStudent(), lecturer, { note: 'Patient with questions.' })
    await pageAs('staff')
    renderFeedback(`/feedback/lecturer/${lecturer.id}`)
    const item = (await screen.findByText('Patient with questions.')).closest('li') as HTMLElement
    expect(screen.queryByRole('button', { name: 'Provide insight' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'My insights' })).toBeNull()
    expect(within(item).queryByRole('button', { name: /^Helpful/ })).toBeNull()
    expect(within(item).queryByRole('button', { name: /^Report/ })).toBeNull()
  })

  it("reports another student's insight once, and says so when it is reported again", async () => {
    const lecturer = await newLecturer(await tokenOf('staff'), 'Ngô Thanh Vân')
    await insight(await anotherStudent(), lecturer, { note: 'Too many group projects.' })
    await pageAs('student')
    renderFeedback(`/feedback/lecturer/${lecturer.id}`)
    const item = (await screen.findByText('Too many group projects.')).closest('li') as HTMLElement
    const reportIt = async () => {
      await userEvent.click(within(item).getByRole('button', { name: /^Report the insight/ }))
      const dialog = screen.getByRole('dialog', { name: 'Report this insight' })
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Not true or not about this course' }))
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
      return dialog
    }
    await reportIt()
    await waitFor(() => expect(toasts()).toContain('Thanks, we will review this insight.'))
    const again = await reportIt()
    expect((await within(again).findByRole('alert')).textContent).toBe(
      'You have already reported this insight.',
    )
  })
})
