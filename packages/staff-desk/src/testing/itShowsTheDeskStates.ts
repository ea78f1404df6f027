import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { pageAs, pristinePageAs } from '@unikit/auth/testing'
import { expect, it } from 'vitest'

/**
 * For a desk's page tests against its real service (`@unikit/auth/testing`): what every desk shows before any work.
 * A student is told plainly that the desk is for staff; on a pristine service the desk first says it is loading,
 * then each tab says that nothing waits (`empty`: each tab's label and the heading it shows, the first tab first).
 */
export function itShowsTheDeskStates(desk: {
  render: () => unknown
  loading: string
  empty: readonly (readonly [tab: string, heading: string])[]
}) {
  it('tells a student plainly that it is for staff', async () => {
    await pageAs('student')
    desk.render()
    expect((await screen.findByRole('alert')).textContent).toContain('This is for Unikit staff only')
  })

  it('says it is loading, then that nothing waits, in every tab', async () => {
    await pristinePageAs('staff')
    desk.render()
    expect(screen.getByRole('status').textContent).toContain(desk.loading)
    for (const [tab, heading] of desk.empty) {
      const selected = screen.getByRole('tab', { name: tab })
      if (selected.getAttribute('aria-selected') !== 'true') await userEvent.click(selected)
      expect((await screen.findAllByRole('heading', { name: heading })).length).toBeGreaterThan(0)
    }
  })
}
