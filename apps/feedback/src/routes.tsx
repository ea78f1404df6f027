import { ComingSoon } from '@unikit/design-system'
import type { RouteObject } from 'react-router'

/** The feedback remote's route tree, mounted by the shell at `/feedback`. */
export const routes: RouteObject[] = [
  { index: true, element: <ComingSoon title="Lecturer Feedback" /> },
  { path: 'home', element: <ComingSoon title="Lecturer Feedback" /> },
  { path: 'search', element: <ComingSoon title="Lecturer Search" /> },
]

/** The build this remote came from; the shell shows it on the remote's root element. */
export const build: string = process.env.UNIKIT_BUILD_ID
