import {
  firstViewPages,
  firstViewSlot,
  signedOutFirstViewPages,
  signedOutViewKey,
} from '@unikit/config/first-views'
import { renderFirstView } from '@unikit/design-system/first-view'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { RemoteFrame } from './federation/RemoteFrame.tsx'
import { Layout } from './layout/Layout.tsx'
import { SignInGate } from './router/SignInGate.tsx'

// The mark the gateway replaces with the remote's own first view (firstViewSlot).
const slotAttribute = { 'data-first-view-slot': '' }

/** The shell's layout at `path` as a signed-out first visit sees it, with `page` in its outlet. */
const layoutAt = (path: string, page: ReactNode) =>
  renderFirstView(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={page} />
        </Route>
      </Routes>
    </MemoryRouter>,
  )

/**
 * The shell's part of each first view: the layout as a signed-out first visit sees it, with the remote's frame and a
 * slot for the remote's view, which the remote renders itself (docs/decisions/0624-first-views-in-the-page.md); and
 * the whole of each gated page as a visitor without a session sees it, the sign-in gate in the layout
 * (docs/decisions/0761-signed-out-first-views-of-gated-pages.md).
 */
export async function renderFirstViews() {
  const frames = Object.entries(firstViewPages).map(async ([path, { remote }]) => {
    const frame = await layoutAt(
      path,
      <RemoteFrame name={remote}>
        <template {...slotAttribute} />
      </RemoteFrame>,
    )
    if (!frame.narrow.includes(firstViewSlot)) throw new Error(`The ${remote} frame has no ${firstViewSlot}`)
    return [remote, frame] as const
  })
  const gates = Object.entries(signedOutFirstViewPages).map(
    async ([path, { tool }]) =>
      [signedOutViewKey(tool), await layoutAt(path, <SignInGate tool={tool} />)] as const,
  )
  return Object.fromEntries(await Promise.all([...frames, ...gates]))
}
