import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { anotherStudent, pageAs, tokenOf } from '@unikit/auth/testing'
import { toastStore } from '@unikit/design-system'
import { decideWithReason, itShowsTheDeskStates } from '@unikit/staff-desk/testing'
import { describe, expect, it } from 'vitest'
import { renderFeedback } from '../../../test/renderFeedback.tsx'
import { insight, newLecturer, report } from '../../../test/teachersService.ts'

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message)

describe('the feedback desk', () => {
  itShowsTheDeskStates(() => renderFeedback('/staff/feedback'))

  it('publishes an insight the word list held back, at once', async () => {
    const lecturer = await newLecturer(await tokenOf('staff'), 'Phạm Văn Đức')
    const held = await insight(await anotherStudent(), lecturer, { note: 'Dạy như lồn, vcl' })
    await pageAs('staff')
    renderFeedback('/staff/feedback')
    const row = (await screen.findByText('Dạy như lồn, vcl')).closest('li') as HTMLElement
    expect(within(row).getByText(/Flagged words: .*vcl/)).toBeTruthy()
    await userEvent.click(within(row).getByRole('button', { name: `Publish insight ${held.id}` }))
    await waitFor(() => expect(toasts()).toContain(`Insight ${held.id} published`))
    await waitFor(() => expect(screen.queryByText('Dạy như lồn, vcl')).toBeNull())
  })

  it('hides a reported insight only with a reason, and the audit log says who hid which', async () => {
    const lecturer = await newLecturer(await tokenOf('staff'), 'Võ Thị Hạnh')
    const reported = await insight(await anotherStudent(), lecturer, {
      note: 'Buy essays at cheap-essays.example',
    })
    await report(await tokenOf('student'), reported.id)
    await pageAs('staff')
    renderFeedback('/staff/feedback?tab=reported')
    const row = (await screen.findByText('Buy essays at cheap-essays.example')).closest('li') as HTMLElement
    const reports = within(row).getByRole('list', { name: 'Reports' })
    expect(within(reports).getByText('Spam or advertising')).toBeTruthy()
    // A new account's report waits for staff: the desk says how old the account was, and that it did not count.
    expect(reports.textContent).toContain('account verified 0 days before, new: waits for staff')
    await userEvent.click(within(row).getByRole('button', { name: `Hide insight ${reported.id}` }))
    await decideWithReason({
      dialog: `Hide insight ${reported.id}`,
      confirm: 'Hide',
      reason: 'Advertising a paid service',
      missing: 'Give a reason: it goes in the audit log',
    })
    await waitFor(() => expect(toasts()).toContain(`Insight ${reported.id} hidden`))

    await userEvent.click(screen.getByRole('tab', { name: 'Audit log' }))
    const logged = await screen.findByRole('row', {
      name: new RegExp(`Hid.*Advertising a paid service.*Insight ${reported.id} on Võ Thị Hạnh`),
    })
    expect(within(logged).getByText('staff@rmit.edu.vn')).toBeTruthy()
  })

  it('adds a lecturer only with a name, then retires and restores them', async () => {
    await pageAs('staff')
    renderFeedback('/staff/feedback?tab=lecturers')
    await userEvent.click(await screen.findByRole('button', { name: 'New lecturer' }))
    const editor = screen.getByRole('dialog', { name: 'New lecturer' })
    await userEvent.click(within(editor).getByRole('button', { name: 'Save lecturer' }))
    expect(within(editor).getByText('Input required')).toBeTruthy()
    const name = `Đặng Minh Châu ${Date.now() % 100_000}`
    await userEvent.type(within(editor).getByRole('textbox', { name: /^Full name/ }), name)
    await userEvent.click(within(editor).getByRole('button', { name: 'Save lecturer' }))
    await waitFor(() => expect(toasts()).toContain(`${name} saved`))

    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a lecturer' }), name)
    await userEvent.click(screen.getByRole('button', { name: 'Find' }))
    await userEvent.click(await screen.findByRole('button', { name: `Retire ${name}` }))
    await waitFor(() => expect(toasts()).toContain(`${name} retired`))
    await userEvent.click(await screen.findByRole('button', { name: `Restore ${name}` }))
    await waitFor(() => expect(toasts()).toContain(`${name} restored`))
  })

  it('adds a course, refuses a code that exists, and adds, renames and deletes a tag', async () => {
    await pageAs('staff')
    renderFeedback('/staff/feedback?tab=catalogue')
    const courses = await screen.findByRole('region', { name: 'Courses' })
    const code = `ECON${Math.floor(Math.random() * 9000 + 1000)}`
    const addCourse = async () => {
      await userEvent.type(within(courses).getByRole('textbox', { name: /^Code/ }), code)
      await userEvent.type(within(courses).getByRole('textbox', { name: /^Name/ }), 'Microeconomics')
      await userEvent.click(within(courses).getByRole('button', { name: 'Add course' }))
    }
    await addCourse()
    await waitFor(() => expect(toasts()).toContain(`${code} added`))
    expect(await within(courses).findByText(code)).toBeTruthy()
    await addCourse()
    expect(await within(courses).findByText('A course with this code exists already')).toBeTruthy()

    const tags = screen.getByRole('region', { name: 'Tags' })
    const tag = `Strict ${Date.now() % 100_000}`
    await userEvent.type(within(tags).getByRole('textbox', { name: /^New tag/ }), tag)
    await userEvent.click(within(tags).getByRole('button', { name: 'Add tag' }))
    await userEvent.click(await within(tags).findByRole('button', { name: `Rename ${tag}` }))
    const renaming = screen.getByRole('dialog', { name: `Rename “${tag}”` })
    const newName = within(renaming).getByRole('textbox', { name: /^New name/ })
    await userEvent.clear(newName)
    await userEvent.type(newName, `${tag} but fair`)
    await userEvent.click(within(renaming).getByRole('button', { name: 'Rename' }))
    await waitFor(() => expect(toasts()).toContain(`“${tag}” is now “${tag} but fair”`))
    await userEvent.click(await within(tags).findByRole('button', { name: `Delete ${tag} but fair` }))
    const confirm = screen.getByRole('alertdialog', { name: `Delete the tag “${tag} but fair”?` })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete tag' }))
    await waitFor(() => expect(toasts()).toContain(`Tag “${tag} but fair” deleted`))
  })
})
