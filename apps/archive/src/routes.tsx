import type { RouteObject } from 'react-router'
import { CoursesPage } from './features/courses/CoursesPage.tsx'
import { FolderPage } from './features/folder/FolderPage.tsx'
import { ArchiveHome } from './features/home/ArchiveHome.tsx'
import { ArchiveLayout } from './features/layout/ArchiveLayout.tsx'
import { RecentPage } from './features/recent/RecentPage.tsx'
import { SearchPage } from './features/search/SearchPage.tsx'
import { ArchiveDesk } from './features/staff/ArchiveDesk.tsx'
import { DeskPreviewPage } from './features/staff/DeskPreviewPage.tsx'
import { StarredPage } from './features/starred/StarredPage.tsx'
import { MyUploadsPage } from './features/uploads/MyUploadsPage.tsx'
import { ViewerPage } from './features/viewer/ViewerPage.tsx'

/**
 * The archive remote's route tree, mounted by the shell at `/archive` (`/sample` and `/majors` redirect here):
 * every student page shares the sidebar layout (docs/product/archive.md).
 */
export const routes: RouteObject[] = [
  {
    element: <ArchiveLayout />,
    children: [
      { index: true, element: <CoursesPage root="core" /> },
      { path: 'home', element: <ArchiveHome /> },
      { path: 'majors', element: <CoursesPage root="major" /> },
      { path: 'folder/:id', element: <FolderPage /> },
      { path: 'view/:id', element: <ViewerPage /> },
      { path: 'recent', element: <RecentPage /> },
      { path: 'starred', element: <StarredPage /> },
      { path: 'uploads', element: <MyUploadsPage /> },
      { path: 'search', element: <SearchPage /> },
    ],
  },
]

/**
 * The archive desk, mounted by the shell at `/staff/archive` (docs/product/platform.md#staff-desks), and a file
 * previewed inside it.
 */
export const staffRoutes: RouteObject[] = [
  { index: true, element: <ArchiveDesk /> },
  { path: 'file/:id', element: <DeskPreviewPage /> },
]

/** The build this remote came from; the shell shows it on the remote's root element. */
export const build: string = process.env.UNIKIT_BUILD_ID ?? 'local'
