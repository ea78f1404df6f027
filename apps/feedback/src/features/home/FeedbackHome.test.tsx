import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { anotherStudent, expectFailedLoad, pageAs, pristinePageAs, tokenOf } from '@unikit/auth/testing'
import { describe, expect, it } from 'vitest'
import { renderFeedback } from '../../../test/renderFeedback.tsx'
import { insight, newLecturer } from '../../../test/teachersService.ts'

describe('lecturer feedback', () => {
  it('has no lecturers yet on a new platform', async () => {
    await pristinePageAs('student')
    renderFeedback('/feedback')
    expect(await screen.findByRole('heading', { level: 3, name: 'No lecturers yet' })).toBeTruthy()
  })

  it('lists the recently rated lecturers, and finds one without diacritics', async () => {
    const lecturer = await newLecturer(await tokenOf('staff'), 'Huỳnh Thị Diễm')
    await insight(await anotherStudent(), lecturer)
    await pageAs('student')
    const router = renderFeedback('/feedback')
    const recent = await screen.findByRole('list', { name: 'Recently rated lecturers' })
    expect(within(recent).getByText('Huỳnh Thị Diễm')).toBeTruthy()

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search lecturers' }), 'huynh thi diem{Enter}')
    await waitFor(() => expect(router.state.location.search).toBe('?q=huynh%20thi%20diem'))
    const found = await screen.findByRole('list', { name: 'Lecturers found' })
    expect(within(found).getByText('Huỳnh Thị Diễm')).toBeTruthy()
  })

  it('says when no lecturer matches', async () => {
    await pageAs('student')
    renderFeedback('/feedback/search?q=zzzz-nobody')
    expect(await screen.findByRole('heading', { name: 'No lecturer matches “zzzz-nobody”' })).toBeTruthy()
  })

  it('says why the lecturers could not be loaded when the session is gone', async () => {
    renderFeedback('/feedback')
    await expectFailedLoad('The lecturers could not be loaded')
  })
})
