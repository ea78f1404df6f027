import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { pageAs, pristinePageAs } from '@unikit/auth/testing'
import { expect, it } from 'vitest'

/**
 * For a desk's page tests against its real service (`@unikit/auth/testing`): what every desk shows before any work.
 * A student is told plainly that the desk is for staff; on a pristine service the desk first says it is loading,
 * then every tab, the audit log included, says that nothing waits.
 */
export function itShowsTheDeskStates(render: () => unknown) {
  it('tells a student plainly that it is for staff', async () => {
    await pageAs('student')
    render()
    expect((await screen.findByRole('alert')).textContent).toContain('This is for Unikit staff only')
  })

  it('says it is loading, then that nothing waits, in every tab', async () => {
    await pristinePageAs('staff')
    render()
    expect(screen.getByRole('status').textContent).toMatch(/^Loading /)
    for (const tab of within(screen.getByRole('tablist')).getAllByRole('tab')) {
      await userEvent.click(tab)
      const panel = screen.getByRole('tabpanel')
      await within(panel).findAllByRole('heading', { name: /^(No |Nothing )/ })
      expect(within(panel).queryByRole('alert')).toBeNull()
    }
  })
}
