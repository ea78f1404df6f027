import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeRuntime, renderShell } from '../../../test/renderShell.tsx'
import { signedInStudent } from '../../../test/testAccounts.ts'

// The course's own parts are the remotes' (their tests) and the whole page runs in e2e/tests/course.
describe('the course page', () => {
  it('moves a code typed another way to its address as the list writes it', async () => {
    await signedInStudent('Lan')
    const { router } = renderShell('/course/econ-1192', fakeRuntime({}).runtime)
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/ECON1192'))
  })

  it('says "Course not found" for text that is no course code, without asking anyone', async () => {
    await signedInStudent('Lan')
    renderShell('/course/economics', fakeRuntime({}).runtime)
    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found' })).toBeTruthy()
    expect(screen.getByText('No course economics on the course list')).toBeTruthy()
  })
})
