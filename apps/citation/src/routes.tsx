import type { RouteObject } from 'react-router'
import { CitationPage } from './features/page/CitationPage.tsx'

/**
 * The citation remote's route tree, mounted by the shell at `/citation`. One route with an optional project id
 * (`/citation/<projectId>`), so choosing a project keeps the page (and its open pane) mounted.
 */
export const routes: RouteObject[] = [{ path: ':projectId?', element: <CitationPage /> }]

/** The build this remote came from; the shell shows it on the remote's root element. */
export const build: string = process.env.UNIKIT_BUILD_ID ?? 'local'
