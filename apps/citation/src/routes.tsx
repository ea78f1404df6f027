import { ComingSoon } from '@unikit/design-system'
import type { RouteObject } from 'react-router'

/** The citation remote's route tree, mounted by the shell at `/citation`. */
export const routes: RouteObject[] = [
  { index: true, element: <ComingSoon title="Citation" /> },
  { path: ':projectId', element: <ComingSoon title="Citation" /> },
]

/** The build this remote came from; the shell shows it on the remote's root element. */
export const build: string = process.env.UNIKIT_BUILD_ID
