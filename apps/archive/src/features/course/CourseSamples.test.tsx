import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { callAs, expectFailedLoad, pageAs, pristinePageAs, tokenOf } from '@unikit/auth/testing'
import type { CitableSample, CourseRef } from '@unikit/contracts/courses'
import { toastStore } from '@unikit/design-system'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { publish, upload } from '../../../test/driveService.ts'
import { CourseSamples } from './CourseSamples.tsx'

/** A course folder of its own for each test: a code of the list's shape no other test uses. */
async function courseWith(titles: string[]): Promise<{ course: CourseRef; folder: string; ids: string[] }> {
  const staff = await tokenOf('staff')
  const code = `TST${Math.floor(Math.random() * 90_000 + 10_000)}`
  const body = { parent_id: 'core', name: `Course ${code}`, code }
  const folder = (await callAs<{ data: { id: string } }>(staff, 'drive/staff/folder/create', body)).data.id
  const ids: string[] = []
  for (const title of titles) {
    const id = await upload(await tokenOf('student'), folder, title)
    await publish(staff, id, folder, title)
    ids.push(id)
  }
  return { course: { code, name: `Course ${code}` }, folder, ids }
}

const renderSamples = (course: CourseRef, cite = vi.fn()) =>
  render(
    <MemoryRouter>
      <CourseSamples course={course} cite={cite} />
    </MemoryRouter>,
  )

describe('the course page samples', () => {
  it('lists the course’s samples most helpful first, each opening the viewer, and links to the folder', async () => {
    const { course, folder, ids } = await courseWith(['Essay on inflation', 'Essay on growth'])
    await callAs(await tokenOf('staff'), 'drive/helpful', { id: ids[1], helpful: true })
    await pageAs('student')
    renderSamples(course)
    const list = await screen.findByRole('list', { name: `Samples for ${course.code}` })
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual(['Essay on growth', 'Essay on inflation'])
    expect(within(list).getByText(/1 found it helpful/)).toBeTruthy()
    expect(within(list).getByRole('link', { name: 'Open Essay on growth' }).getAttribute('href')).toBe(
      `/archive/view/${ids[1]}`,
    )
    expect(screen.getByRole('link', { name: 'See all 2 samples in the archive' }).getAttribute('href')).toBe(
      `/archive/folder/${folder}`,
    )
  })

  it('cites a sample as the student’s unpublished paper for the course and says where it went', async () => {
    const { course } = await courseWith(['Case study of a café'])
    const cite = vi.fn(async (_sample: CitableSample) => ({ project: 'Macro essays', style: 'APA 7' }))
    await pageAs('student')
    renderSamples(course, cite)
    await userEvent.click(await screen.findByRole('button', { name: 'Cite Case study of a café' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Macro essays (APA 7)'))
    expect(cite).toHaveBeenCalledWith({
      title: 'Case study of a café',
      year: new Date().getFullYear(),
      course,
    })
    expect(screen.getByRole('link', { name: 'Open the citation tool' }).getAttribute('href')).toBe(
      '/citation',
    )
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain(
      '“Case study of a café” added to Macro essays (APA 7)',
    )
  })

  it('says when the project already has the sample, with the focus still on Cite', async () => {
    const { course } = await courseWith(['Essay on trade'])
    const cite = vi.fn(async () => ({ project: 'Macro essays', style: 'APA 7', already: true }))
    await pageAs('student')
    renderSamples(course, cite)
    const button = await screen.findByRole('button', { name: 'Cite Essay on trade' })
    await userEvent.click(button)
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Macro essays (APA 7)'))
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain(
      '“Essay on trade” is already in Macro essays (APA 7)',
    )
    expect(document.activeElement).toBe(button)
  })

  it('keeps a failed Cite on the card, and a second try can succeed', async () => {
    const { course } = await courseWith(['Report on logistics'])
    const cite = vi.fn().mockRejectedValueOnce(new Error('blocked'))
    cite.mockResolvedValueOnce({ project: 'New project name', style: 'RMIT Harvard' })
    await pageAs('student')
    renderSamples(course, cite)
    const button = await screen.findByRole('button', { name: 'Cite Report on logistics' })
    await userEvent.click(button)
    expect((await screen.findByRole('alert')).textContent).toContain('nothing was added')
    await userEvent.click(button)
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(screen.getByRole('status').textContent).toContain('New project name (RMIT Harvard)')
  })

  it('says when the course has no samples yet', async () => {
    await pristinePageAs('student')
    renderSamples({ code: 'ECON1192', name: 'Macroeconomics 1' })
    expect(await screen.findByRole('heading', { name: 'No samples for ECON1192 yet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the archive' }).getAttribute('href')).toBe('/archive')
  })

  it('shows a failed load with Retry', async () => {
    renderSamples({ code: 'ECON1192', name: 'Macroeconomics 1' })
    expect(screen.getByText(/Loading the samples/)).toBeTruthy()
    await expectFailedLoad('The samples could not be loaded')
  })
})
