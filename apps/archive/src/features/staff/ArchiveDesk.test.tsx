import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { anotherStudent, pageAs, tokenOf } from '@unikit/auth/testing'
import { toastStore } from '@unikit/design-system'
import { decideWithReason, itShowsTheDeskStates } from '@unikit/staff-desk/testing'
import { describe, expect, it } from 'vitest'
import { newFolder, publish, report, upload } from '../../../test/driveService.ts'
import { renderArchive } from '../../../test/renderArchive.tsx'

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message)
const unique = (name: string) => `${name} ${Date.now() % 1_000_000}`
const rowOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('li') as HTMLElement

describe('the archive desk', () => {
  itShowsTheDeskStates(() => renderArchive('/staff/archive'))

  it('publishes an upload under a name staff improve, with its year and semester, and it leaves the queue', async () => {
    const folder = await newFolder(await tokenOf('staff'), unique('Marketing'))
    const title = unique('Brand audit')
    await upload(await tokenOf('student'), folder, title)
    await pageAs('staff')
    renderArchive('/staff/archive')
    const row = await rowOf(title)
    expect(
      within(row)
        .getByRole('link', { name: `Preview ${title}` })
        .getAttribute('href'),
    ).toMatch(/^\/staff\/archive\/file\//)
    await userEvent.click(within(row).getByRole('button', { name: `Publish ${title}` }))
    const publishing = screen.getByRole('dialog', { name: `Publish “${title}”` })
    const name = within(publishing).getByRole('textbox', { name: /^Name/ })
    await userEvent.clear(name)
    await userEvent.click(within(publishing).getByRole('button', { name: 'Publish' }))
    expect(within(publishing).getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe(
      'true',
    )
    await userEvent.type(name, `${title} of a café`)
    await userEvent.type(within(publishing).getByRole('textbox', { name: /^Year written/ }), '2024')
    await userEvent.selectOptions(within(publishing).getByRole('combobox', { name: /^Semester/ }), '3')
    await userEvent.click(within(publishing).getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(toasts()).toContain(`“${title} of a café” published`))
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: title })).toBeNull())
  })

  it('rejects an upload only with a reason the student reads', async () => {
    const folder = await newFolder(await tokenOf('staff'), unique('Law'))
    const title = unique('Contract essay')
    await upload(await tokenOf('student'), folder, title)
    await pageAs('staff')
    renderArchive('/staff/archive')
    await userEvent.click(within(await rowOf(title)).getByRole('button', { name: `Reject ${title}` }))
    await decideWithReason({
      dialog: `Reject “${title}”`,
      confirm: 'Reject',
      reason: 'The scan is unreadable',
      missing: 'Give a reason: it goes in the audit log',
    })
    await waitFor(() => expect(toasts()).toContain(`“${title}” rejected`))
  })

  it('takes a reported file down with a reason, restores it, and logs both by its name', async () => {
    const staff = await tokenOf('staff')
    const folder = await newFolder(staff, unique('Media'))
    const title = unique('Framing in news')
    const id = await upload(await tokenOf('student'), folder, title)
    await publish(staff, id, folder, title)
    await report(await anotherStudent(), id)
    await pageAs('staff')
    renderArchive('/staff/archive?tab=reported')
    const row = await rowOf(title)
    expect(within(row).getByRole('list', { name: `Reports on ${title}` }).textContent).toContain('Copyright')
    await userEvent.click(within(row).getByRole('button', { name: `Hide: ${title}` }))
    await decideWithReason({
      dialog: `Take down “${title}”`,
      confirm: 'Hide',
      reason: 'The reporter wrote it',
    })
    await waitFor(() => expect(toasts()).toContain(`“${title}” taken down`))

    await userEvent.click(screen.getByRole('tab', { name: 'Taken down' }))
    await userEvent.click(within(await rowOf(title)).getByRole('button', { name: `Restore: ${title}` }))
    await userEvent.click(
      within(screen.getByRole('dialog', { name: `Restore “${title}”` })).getByRole('button', {
        name: 'Restore',
      }),
    )
    await waitFor(() => expect(toasts()).toContain(`“${title}” restored`))

    await userEvent.click(screen.getByRole('tab', { name: 'Audit log' }))
    expect(await screen.findByRole('row', { name: new RegExp(`Restored.*${title}`) })).toBeTruthy()
    expect(
      screen.getByRole('row', { name: new RegExp(`Took down.*The reporter wrote it.*${title}`) }),
    ).toBeTruthy()
  })

  it('creates and renames a folder, and says why a folder with files in it is not deleted', async () => {
    const staff = await tokenOf('staff')
    const full = unique('Economics')
    const folder = await newFolder(staff, full)
    await upload(await tokenOf('student'), folder, unique('Supply and demand'))
    await pageAs('staff')
    renderArchive('/staff/archive?tab=folders')
    await userEvent.click(await screen.findByRole('button', { name: 'New folder in Core courses' }))
    const creating = screen.getByRole('dialog', { name: 'New folder in Core courses' })
    const made = unique('Statistics')
    await userEvent.type(within(creating).getByRole('textbox', { name: /^Name/ }), made)
    await userEvent.click(within(creating).getByRole('button', { name: 'Create folder' }))
    await waitFor(() => expect(toasts()).toContain(`Folder “${made}” created`))

    await userEvent.click(await screen.findByRole('button', { name: `Rename ${made}` }))
    const renaming = screen.getByRole('dialog', { name: `Rename “${made}”` })
    await userEvent.type(within(renaming).getByRole('textbox', { name: /^Name/ }), ' II')
    await userEvent.click(within(renaming).getByRole('button', { name: 'Rename' }))
    await waitFor(() => expect(toasts()).toContain(`Renamed to “${made} II”`))

    await userEvent.click(await screen.findByRole('button', { name: `Delete ${full}` }))
    const confirm = screen.getByRole('alertdialog', { name: `Delete the folder “${full}”?` })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete folder' }))
    expect((await screen.findByRole('alert')).textContent).toContain(`“${full}” was not deleted.`)
  })
})
