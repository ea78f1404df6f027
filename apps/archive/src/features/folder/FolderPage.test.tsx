import { screen } from '@testing-library/react'
import { callAs, pageAs, tokenOf } from '@unikit/auth/testing'
import { describe, expect, it } from 'vitest'
import { renderArchive } from '../../../test/renderArchive.tsx'

const folder = async (body: Record<string, string>) =>
  (await callAs<{ data: { id: string } }>(await tokenOf('staff'), 'drive/staff/folder/create', body)).data.id

describe('a folder', () => {
  it('of a course links to the course page', async () => {
    const code = `TST${Math.floor(Math.random() * 90_000 + 10_000)}`
    const id = await folder({ parent_id: 'core', name: `Course ${code}`, code })
    await pageAs('student')
    renderArchive(`/archive/folder/${id}`)
    expect(await screen.findByRole('heading', { level: 1, name: `Course ${code}` })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Course page: lecturers and more' }).getAttribute('href')).toBe(
      `/course/${code}`,
    )
  })

  it('of a major has no course page', async () => {
    const id = await folder({ parent_id: 'major', name: `Major ${Date.now() % 100_000}`, code: 'MJ' })
    await pageAs('student')
    renderArchive(`/archive/folder/${id}`)
    expect(await screen.findByRole('heading', { level: 1, name: /^Major/ })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Course page: lecturers and more' })).toBeNull()
  })
})
