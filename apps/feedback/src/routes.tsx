import type { RouteObject } from 'react-router'
import { FeedbackHome } from './features/home/FeedbackHome.tsx'
import { SearchPage } from './features/home/SearchPage.tsx'
import { LecturerPage } from './features/lecturer/LecturerPage.tsx'
import { MyInsightsPage } from './features/mine/MyInsightsPage.tsx'
import { FeedbackDesk } from './features/staff/FeedbackDesk.tsx'

/** The feedback remote's route tree, mounted by the shell at `/feedback` (docs/product/feedback.md). */
export const routes: RouteObject[] = [
  { index: true, element: <FeedbackHome /> },
  { path: 'home', element: <FeedbackHome /> },
  { path: 'search', element: <SearchPage /> },
  { path: 'lecturer/:id', element: <LecturerPage /> },
  { path: 'mine', element: <MyInsightsPage /> },
]

/** The feedback desk, mounted by the shell at `/staff/feedback` (docs/product/feedback.md#staff-desk). */
export const staffRoutes: RouteObject[] = [{ index: true, element: <FeedbackDesk /> }]

/** The build this remote came from; the shell shows it on the remote's root element. */
export const build: string = process.env.UNIKIT_BUILD_ID ?? 'local'
