import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expectFailedLoad, pageAs, pristinePageAs, tokenOf } from '@unikit/auth/testing'
import { toastStore } from '@unikit/design-system'
import { describe, expect, it } from 'vitest'
import { renderFeedback } from '../../../test/renderFeedback.tsx'
import { decide, insight, newLecturer } from '../../../test/teachersService.ts'

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message)
const itemOf = async (note: string) => (await screen.findByText(note)).closest('li') as HTMLElement

describe('My insights', () => {
  it('says it is loading, then that the student has written none yet, with a way to start', async () => {
    await pristinePageAs('student')
    renderFeedback('/feedback/mine')
    expect(screen.getByRole('status').textContent).toContain('Loading your insights')
    expect(await screen.findByRole('heading', { name: 'You have not written an insight yet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Find a lecturer' }).getAttribute('href')).toBe('/feedback')
  })

  it('says why the list could not be loaded when the session is gone, with a Retry', async () => {
    renderFeedback('/feedback/mine')
    await expectFailedLoad('Your insights could not be loaded')
  })

  it("shows each insight's state: published, waiting for review, and hidden with staff's reason", async () => {
    const staff = await tokenOf('staff')
    const lecturer = await newLecturer(staff, 'Trương Công Định')
    const student = await tokenOf('student')
    await insight(student, lecturer, { note: 'Well paced lectures.' })
    await insight(student, lecturer, { note: 'Vcl, boring slides', semester: 2 })
    const hidden = await insight(student, lecturer, { note: 'Names my tutor Lan.', semester: 3 })
    await decide(staff, hidden.id, 'hidden', 'It names a tutor')
    await pageAs('student')
    renderFeedback('/feedback/mine')

    const published = await itemOf('Well paced lectures.')
    expect(within(published).getByText('Published')).toBeTruthy()
    expect(within(published).getByRole('link', { name: 'Trương Công Định' }).getAttribute('href')).toBe(
      `/feedback/lecturer/${lecturer.id}`,
    )
    expect(within(await itemOf('Vcl, boring slides')).getByText('Waiting for review')).toBeTruthy()
    const hid = await itemOf('Names my tutor Lan.')
    expect(within(hid).getByText('Hidden')).toBeTruthy()
    expect(hid.textContent).toContain("Staff's reason: It names a tutor")
  })

  it('edits an insight in the same form, checked again, and deletes one after asking', async () => {
    const lecturer = await newLecturer(await tokenOf('staff'), 'Quách Thị Yến')
    const student = await tokenOf('student')
    await insight(student, lecturer, { note: 'Good, but long readings.' })
    await insight(student, lecturer, { note: 'Not worth keeping.', semester: 2 })
    await pageAs('student')
    renderFeedback('/feedback/mine')

    const item = await itemOf('Good, but long readings.')
    await userEvent.click(within(item).getByRole('button', { name: /^Edit your insight on Quách Thị Yến/ }))
    const form = await screen.findByRole('dialog', { name: 'Edit insight' })
    const note = within(form).getByRole('textbox', { name: /^Your insight/ })
    expect((note as HTMLTextAreaElement).value).toBe('Good, but long readings.')
    await userEvent.clear(note)
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(within(form).getByText('Input required')).toBeTruthy()
    await userEvent.type(note, 'Good; the readings are worth it.')
    expect(within(form).queryByText('Input required')).toBeNull()
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(toasts()).toContain('Your insight is updated.'))
    expect(await screen.findByText('Good; the readings are worth it.')).toBeTruthy()

    const other = await itemOf('Not worth keeping.')
    await userEvent.click(
      within(other).getByRole('button', { name: /^Delete your insight on Quách Thị Yến/ }),
    )
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this insight?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(toasts()).toContain('Insight deleted'))
    await waitFor(() => expect(screen.queryByText('Not worth keeping.')).toBeNull())
  })
})
