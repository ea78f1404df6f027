import { render } from '@testing-library/react'
import type { RemotePartName } from '@unikit/config/remotes'
import { type ReactNode, StrictMode } from 'react'
import { createMemoryRouter, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { RemoteLoaderContext, type RemoteRuntime } from '../src/federation/RemoteLoaderContext.ts'
import { forgetLoadedParts } from '../src/federation/useRemotePart.ts'
import { forgetLoadedRemotes } from '../src/federation/useRemoteRoutes.ts'
import { routes } from '../src/router/routes.tsx'

/**
 * A stand-in for the federation runtime: each remote's routes, or a failure like a blocked manifest; and the parts
 * remotes expose (a component or a function), or a failure.
 */
export function fakeRuntime(
  remotes: Record<string, RouteObject[] | Error>,
  parts: Partial<Record<RemotePartName, unknown>> = {},
) {
  const calls: string[] = []
  const resets: string[] = []
  const runtime: RemoteRuntime = {
    loadPart: async <Part,>(name: RemotePartName) => {
      calls.push(name)
      const found = parts[name]
      if (!found) throw new Error(`no part ${name}`)
      if (found instanceof Error) throw found
      return { part: found as Part, build: 'test' }
    },
    load: async (name) => {
      calls.push(name)
      const found = remotes[name]
      if (!found) throw new Error(`no remote ${name}`)
      if (found instanceof Error) throw found
      return { routes: found, build: 'test' }
    },
    reset: (name) => resets.push(name),
  }
  return { runtime, calls, resets }
}

export function page(text: string): ReactNode {
  return <h1>{text}</h1>
}

/**
 * Renders the shell's real route table at `path`, with the given federation runtime; `strict` wraps it in
 * StrictMode as the shell's bootstrap does (effects run twice).
 */
export function renderShell(path: string, runtime: RemoteRuntime, { strict = false } = {}) {
  forgetLoadedRemotes()
  forgetLoadedParts()
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const tree = (
    <RemoteLoaderContext value={runtime}>
      <RouterProvider router={router} />
    </RemoteLoaderContext>
  )
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree)
  return { router, ...view }
}
