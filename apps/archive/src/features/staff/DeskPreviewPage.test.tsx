import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { pageAs, tokenOf } from '@unikit/auth/testing'
import { toastStore } from '@unikit/design-system'
import { decideWithReason } from '@unikit/staff-desk/testing'
import { describe, expect, it } from 'vitest'
import { newCourse, newFolder, upload } from '../../../test/driveService.ts'
import { renderArchive } from '../../../test/renderArchive.tsx'

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message)
const unique = (name: string) => `${name} ${Date.now() % 1_000_000}`
const heading = (name: string) => screen.findByRole('heading', { level: 1, name })

/** A student's upload waiting for review (a picture: jsdom draws no PDF), opened in the desk's preview from its queue. */
async function previewAnUpload(title: string) {
  const course = await newCourse(await tokenOf('staff'), unique('Tourism'))
  await upload(await tokenOf('student'), course.id, title, 'png')
  await pageAs('staff')
  const router = renderArchive('/staff/archive')
  // Links are plain links here (no host gives the router's): follow the row's Preview as the shell's router would.
  const preview = await screen.findByRole('link', { name: `Preview ${title}` })
  await router.navigate(preview.getAttribute('href') ?? '')
  expect(await heading(title)).toBeTruthy()
  return course
}

describe('the desk’s preview of a file', () => {
  it('shows an upload inside the desk with its facts and the desk’s trail, never the student’s', async () => {
    const title = unique('Hoi An heritage report')
    const course = await previewAnUpload(title)
    const trail = screen.getByRole('navigation', { name: /breadcrumb/i })
    expect(within(trail).getByRole('link', { name: 'Archive desk' }).getAttribute('href')).toBe(
      '/staff/archive',
    )
    expect(within(trail).getByRole('link', { name: 'Uploads to review' })).toBeTruthy()
    expect(screen.getByText('Waiting for review')).toBeTruthy()
    expect(screen.getByRole('region', { name: `About ${title}` }).textContent).toContain(
      `Asked for${course.code}`,
    )
    expect(screen.getByRole('img', { name: title })).toBeTruthy()
    for (const decision of [`Publish ${title}`, `Reject ${title}`, `Edit ${title}`])
      expect(screen.getByRole('button', { name: decision })).toBeTruthy()
    expect(screen.queryByText(/My uploads/)).toBeNull()
    expect(screen.queryByText(/Only you and Unikit staff/)).toBeNull()
  })

  it('corrects the title, course, year and semester, and shows the file as it now is', async () => {
    const title = unique('Street food essay')
    await previewAnUpload(title)
    const other = await newCourse(await tokenOf('staff'), unique('Hospitality'))
    await userEvent.click(screen.getByRole('button', { name: `Edit ${title}` }))
    const editing = screen.getByRole('dialog', { name: `Edit “${title}”` })
    await userEvent.type(within(editing).getByRole('textbox', { name: /^Year written/ }), '20')
    await userEvent.selectOptions(within(editing).getByRole('combobox', { name: /^Semester/ }), '2')
    await userEvent.click(within(editing).getByRole('button', { name: 'Save' }))
    expect(
      within(editing)
        .getByRole('textbox', { name: /^Year written/ })
        .getAttribute('aria-invalid'),
    ).toBe('true')
    await userEvent.type(within(editing).getByRole('textbox', { name: /^Year written/ }), '25')
    const picker = within(editing).getByRole('combobox', { name: /^Asked for/ })
    await waitFor(() => expect(within(picker).getAllByRole('option').length).toBeGreaterThan(2))
    await userEvent.selectOptions(picker, other.id)
    const name = within(editing).getByRole('textbox', { name: /^Name/ })
    await userEvent.type(name, ' in Saigon')
    await userEvent.click(within(editing).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toasts()).toContain(`“${title} in Saigon” saved`))
    expect(await heading(`${title} in Saigon`)).toBeTruthy()
    const facts = screen.getByRole('region', { name: `About ${title} in Saigon` }).textContent
    expect(facts).toContain(`Asked for${other.code}`)
    expect(facts).toContain('WrittenSemester 2, 2025')
  })

  it('publishes from the preview and goes back to the queue', async () => {
    const title = unique('Mekong delta case study')
    await previewAnUpload(title)
    await userEvent.click(screen.getByRole('button', { name: `Publish ${title}` }))
    const publishing = screen.getByRole('dialog', { name: `Publish “${title}”` })
    await userEvent.click(within(publishing).getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(toasts()).toContain(`“${title}” published`))
    expect(await heading('Archive desk')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: title })).toBeNull())
  })

  it('rejects from the preview only with a reason', async () => {
    const title = unique('Blurry scan')
    await previewAnUpload(title)
    await userEvent.click(screen.getByRole('button', { name: `Reject ${title}` }))
    await decideWithReason({
      dialog: `Reject “${title}”`,
      confirm: 'Reject',
      reason: 'The scan cannot be read',
      missing: 'Give a reason: it goes in the audit log',
    })
    await waitFor(() => expect(toasts()).toContain(`“${title}” rejected`))
    expect(await heading('Archive desk')).toBeTruthy()
  })

  it('says a folder, or a file that is gone, is not on the desk', async () => {
    const folder = await newFolder(await tokenOf('staff'), unique('Gone'))
    await pageAs('staff')
    renderArchive(`/staff/archive/file/${folder}`)
    expect(await screen.findByRole('heading', { name: 'This file is not on the desk' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the archive desk' })).toBeTruthy()
  })

  it('tells a student plainly that the preview is for staff', async () => {
    await pageAs('student')
    renderArchive(`/staff/archive/file/${crypto.randomUUID()}`)
    expect((await screen.findByRole('alert')).textContent).toContain('This is for Unikit staff only')
  })
})
