import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderFeedback } from '../test/renderFeedback.tsx'
import { build } from './routes.tsx'

describe('the feedback remote', () => {
  it('renders its page where the shell mounts it', async () => {
    renderFeedback('/feedback')
    expect(await screen.findByRole('heading', { level: 1, name: 'Lecturer feedback' })).toBeTruthy()
  })

  it('reports the build it came from', () => {
    expect(build).toBe('local')
  })
})
