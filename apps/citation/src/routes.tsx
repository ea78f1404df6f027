import { Spinner } from '@unikit/design-system'
import { lazy, Suspense } from 'react'
import type { RouteObject } from 'react-router'
import { CitationPage } from './features/page/CitationPage.tsx'

// The shell renders these with `useRoutes`, which has no route-level `lazy`: the page is a lazy component.
const CheckPage = lazy(() =>
  import('./features/check/CheckPage.tsx').then((module) => ({ default: module.CheckPage })),
)

/**
 * The citation remote's route tree, mounted by the shell at `/citation`. One route with an optional project id
 * (`/citation/<projectId>`), so choosing a project keeps the page (and its open pane) mounted; the reference-list
 * checker at `/citation/check` (docs/product/citations.md#checking-a-reference-list), loaded when opened. A
 * project id is a number, so "check" is never one.
 */
export const routes: RouteObject[] = [
  {
    path: 'check',
    element: (
      <Suspense fallback={<Spinner label="Loading" />}>
        <CheckPage />
      </Suspense>
    ),
  },
  { path: ':projectId?', element: <CitationPage /> },
]

/** The build this remote came from; the shell shows it on the remote's root element. */
export const build: string = process.env.UNIKIT_BUILD_ID ?? 'local'
