import { firstViewPages, firstViewSlot } from '@unikit/config/first-views'
import { renderFirstView } from '@unikit/design-system/first-view'
import { MemoryRouter, Route, Routes } from 'react-router'
import { RemoteFrame } from './federation/RemoteFrame.tsx'
import { Layout } from './layout/Layout.tsx'

// The mark the gateway replaces with the remote's own first view (firstViewSlot).
const slotAttribute = { 'data-first-view-slot': '' }

/**
 * The shell's part of each first view: the layout as a signed-out first visit sees it, with the remote's frame and a
 * slot for the remote's view, which the remote renders itself (docs/decisions/0624-first-views-in-the-page.md).
 */
export async function renderFirstViews() {
  const frames = Object.entries(firstViewPages).map(async ([path, { remote }]) => {
    const frame = await renderFirstView(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Layout />}>
            <Route
              path="*"
              element={
                <RemoteFrame name={remote}>
                  <template {...slotAttribute} />
                </RemoteFrame>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>,
    )
    if (!frame.narrow.includes(firstViewSlot)) throw new Error(`The ${remote} frame has no ${firstViewSlot}`)
    return [remote, frame] as const
  })
  return Object.fromEntries(await Promise.all(frames))
}
