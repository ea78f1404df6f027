import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Loadable, type LoadableState } from './Loadable.tsx'

const view = (state: LoadableState<string[]>) =>
  render(
    <Loadable
      state={state}
      loading="Loading your uploads"
      failure="Your uploads could not be loaded"
      empty={{ title: 'No uploads yet', message: 'What you upload shows here.' }}
    >
      {(uploads) => (
        <ul aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload}>{upload}</li>
          ))}
        </ul>
      )}
    </Loadable>,
  )

describe('Loadable', () => {
  it('says what is loading, as a busy status', () => {
    view({ data: undefined, reload: () => {} })
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Loading your uploads…')
    expect(status.getAttribute('aria-busy')).toBe('true')
  })

  it('shows a failure before any data with a Retry', async () => {
    const reload = vi.fn()
    view({ data: undefined, error: { message: 'Could not reach the server.' }, reload })
    expect(screen.getByRole('alert').textContent).toContain('Your uploads could not be loaded')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('says when there is nothing, as a heading', () => {
    view({ data: [], reload: () => {} })
    expect(screen.getByRole('heading', { level: 2, name: 'No uploads yet' })).toBeTruthy()
  })

  it('shows the data, and keeps it when a reload failed', () => {
    view({ data: ['Essay.pdf'], error: { message: 'offline' }, reload: () => {} })
    expect(screen.getByRole('list', { name: 'Uploads' }).textContent).toBe('Essay.pdf')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
