import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'

/** A page's load that failed (say, with no session) shows why, under `title`, with a Retry. */
export async function expectFailedLoad(title: string): Promise<void> {
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain(title)
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy()
}
