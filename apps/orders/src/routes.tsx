import { ComingSoon } from '@unikit/design-system'
import type { RouteObject } from 'react-router'

/** The orders remote's route tree, mounted by the shell at `/order`. */
export const routes: RouteObject[] = [
  { path: 'new', element: <ComingSoon title="Order New" /> },
  { path: 'processing', element: <ComingSoon title="Processing" /> },
  { path: 'history', element: <ComingSoon title="Order History" /> },
]

/** The build this remote came from; the shell shows it on the remote's root element. */
export const build: string = process.env.UNIKIT_BUILD_ID
