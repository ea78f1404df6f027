import { ComingSoon } from '@unikit/design-system'
import type { RouteObject } from 'react-router'
import { ArchiveHome } from './features/home/ArchiveHome.tsx'
import { SearchComing } from './features/search/SearchComing.tsx'

/** The archive remote's route tree, mounted by the shell at `/archive`. */
export const routes: RouteObject[] = [
  { index: true, element: <ComingSoon title="Core Courses" /> },
  { path: 'home', element: <ArchiveHome /> },
  { path: 'folder/:id', element: <ComingSoon title="Folder" /> },
  { path: 'view/:id', element: <ComingSoon title="File viewer" /> },
  { path: 'majors', element: <ComingSoon title="Majors" /> },
  { path: 'recent', element: <ComingSoon title="Recent" /> },
  { path: 'starred', element: <ComingSoon title="Starred" /> },
  { path: 'search', element: <SearchComing /> },
]

/** The build this remote came from; the shell shows it on the remote's root element. */
export const build: string = process.env.UNIKIT_BUILD_ID ?? 'local'
