import { renderFirstView } from '@unikit/design-system/first-view'
import { MemoryRouter } from 'react-router'
import { LandingPage } from './features/landing/LandingPage.tsx'

/** The landing's first view, put in the page at `/` before any script runs (docs/decisions/0624-first-views-in-the-page.md). */
export async function renderFirstViews() {
  return {
    index: await renderFirstView(
      <MemoryRouter initialEntries={['/']}>
        <LandingPage />
      </MemoryRouter>,
    ),
  }
}
