import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RemotePartName } from '@unikit/config/remotes'
import { describe, expect, it } from 'vitest'
import { RemoteLoaderContext, type RemoteRuntime } from './RemoteLoaderContext.ts'
import { RemotePart } from './RemotePart.tsx'
import { forgetLoadedParts } from './useRemotePart.ts'

/** A runtime whose `courseLecturers` part fails until `up` is set, like a remote whose manifest is blocked. */
function flakyRuntime() {
  const state = { up: false, loads: 0, resets: [] as string[] }
  const runtime: RemoteRuntime = {
    load: () => Promise.reject(new Error('no routes here')),
    loadPart: async <Part,>(name: RemotePartName) => {
      state.loads++
      if (!state.up) throw new Error(`${name}: the manifest could not be fetched`)
      const part = ({ course }: { course: string }) => <p>Lecturers of {course}</p>
      return { part: part as Part, build: 'v7' }
    },
    reset: (name) => state.resets.push(name),
  }
  return { runtime, state }
}

describe('RemotePart', () => {
  it('shows the part a remote exposes in a frame naming its remote, part and build', async () => {
    forgetLoadedParts()
    const { runtime, state } = flakyRuntime()
    state.up = true
    const { container } = render(
      <RemoteLoaderContext value={runtime}>
        <RemotePart name="courseLecturers" title="The lecturers" props={{ course: 'ECON1192' }} />
      </RemoteLoaderContext>,
    )
    expect(await screen.findByText('Lecturers of ECON1192')).toBeTruthy()
    const frame = container.querySelector('[data-part="courseLecturers"]')
    expect(frame?.getAttribute('data-remote')).toBe('feedback')
    expect(frame?.getAttribute('data-build')).toBe('v7')
  })

  it('leaves a part whose remote is down with Retry, which forgets the failure and loads it again', async () => {
    forgetLoadedParts()
    const { runtime, state } = flakyRuntime()
    render(
      <RemoteLoaderContext value={runtime}>
        <p>The rest of the page</p>
        <RemotePart name="courseLecturers" title="The lecturers" props={{ course: 'ECON1192' }} />
      </RemoteLoaderContext>,
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The lecturers could not be loaded')
    expect(screen.getByText('The rest of the page')).toBeTruthy()
    state.up = true
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Lecturers of ECON1192')).toBeTruthy()
    expect(state.resets).toEqual(['feedback'])
    expect(state.loads).toBe(2)
  })
})
