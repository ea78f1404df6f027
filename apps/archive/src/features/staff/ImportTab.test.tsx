import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { pageAs, tokenOf } from '@unikit/auth/testing'
import { describe, expect, it } from 'vitest'
import { newCourse, sendImport, uniquePdf } from '../../../test/driveService.ts'
import { renderArchive } from '../../../test/renderArchive.tsx'

const unique = (name: string) => `${name} ${Date.now() % 1_000_000}`
/** Waits for the import's status line to say `text`: its jobs run in the service's background. */
const status = (text: RegExp) =>
  waitFor(
    () =>
      expect(screen.getAllByRole('status').map((node) => node.textContent)).toContainEqual(
        expect.stringMatching(text),
      ),
    { timeout: 20_000 },
  )

describe('the desk’s bulk import', () => {
  it('refuses a file that is not a zip before sending it, and lists the recent imports', async () => {
    await pageAs('staff')
    renderArchive('/staff/archive?tab=import')
    expect(await screen.findByRole('heading', { level: 2, name: 'Import a zip' })).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 2, name: 'Recent imports' })).toBeTruthy()
    // As a file dropped on the zone would come, whatever the picker's filter.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        screen.getByLabelText(/^File/),
        new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }),
      )
    expect(screen.getByText('Choose a .zip of the files with their manifest.csv.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Send and check' }))
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('shows the dry run of every row with its reason, imports the new ones, and says what was left out', async () => {
    const staff = await tokenOf('staff')
    const course = await newCourse(staff, unique('Econometrics'))
    const title = unique('Regression essay')
    const bytes = uniquePdf()
    const id = await sendImport(staff, [
      { path: 'essay.pdf', title, course: course.code, bytes },
      { path: 'again.pdf', title: 'The same essay', course: course.code, bytes },
      { path: 'law.pdf', title: 'Contract law', course: 'ZZZZ9999', bytes: uniquePdf() },
    ])
    await pageAs('staff')
    renderArchive(`/staff/archive?tab=import&import=${id}`)
    expect(await screen.findByRole('heading', { level: 2, name: 'term.zip' })).toBeTruthy()
    await status(/^Dry run: 3 rows: 1 new, 1 duplicate, 1 error\.$/)
    const rows = screen.getByRole('table')
    expect(
      within(rows).getByRole('row', { name: /again\.pdf.*Duplicate.*The same file as line 2/ }),
    ).toBeTruthy()
    expect(within(rows).getByRole('row', { name: /law\.pdf.*Error.*ZZZZ9999/ })).toBeTruthy()

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'error')
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2)

    await userEvent.click(screen.getByRole('button', { name: 'Import 1 new file' }))
    await status(/^Imported 1 file\. 1 duplicate and 1 error were left out\.$/)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), '')
    expect(
      within(screen.getByRole('table')).getByRole('row', { name: new RegExp(`${title}.*Imported`) }),
    ).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Send another zip' }))
    expect(await screen.findByRole('link', { name: 'Open term.zip' }, { timeout: 5000 })).toBeTruthy()
  }, 60_000)

  it('says why a zip without its manifest cannot be imported', async () => {
    const staff = await tokenOf('staff')
    const id = await sendImport(staff, [{ path: 'a.pdf', title: 'Alone', course: 'X', bytes: uniquePdf() }], {
      manifest: false,
    })
    await pageAs('staff')
    renderArchive(`/staff/archive?tab=import&import=${id}`)
    await status(/^This zip could not be imported\.$/)
    expect(screen.getByRole('alert').textContent).toContain('The zip has no manifest.csv at its root')
    expect(screen.queryByRole('button', { name: /^Import / })).toBeNull()
  }, 30_000)

  it('says an import that is not there is not on the desk, and goes back to sending one', async () => {
    await pageAs('staff')
    renderArchive(`/staff/archive?tab=import&import=${crypto.randomUUID()}`)
    expect(await screen.findByRole('heading', { name: 'This import is not on the desk' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Send another zip' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Import a zip' })).toBeTruthy()
  })
})
