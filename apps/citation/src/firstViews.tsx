import { renderFirstView } from '@unikit/design-system/first-view'
import { MemoryRouter, Route, Routes, useRoutes } from 'react-router'
import { routes } from './routes.tsx'

function CitationRoutes() {
  return useRoutes(routes)
}

/**
 * The citation tool's first view at `/citation`, put in the page before any script runs: the listing as a first
 * visit shows it while the browser's storage is read (docs/decisions/0624-first-views-in-the-page.md).
 */
export async function renderFirstViews() {
  return {
    index: await renderFirstView(
      // Mounted where the shell mounts the remote, so its links are the shell's paths.
      <MemoryRouter initialEntries={['/citation']}>
        <Routes>
          <Route path="citation/*" element={<CitationRoutes />} />
        </Routes>
      </MemoryRouter>,
    ),
  }
}
