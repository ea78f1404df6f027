import { restoreSession, sessionAbsentAtLoad } from '@unikit/auth'
import { shellFirstView } from '@unikit/config/first-views'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { loadAuthForms } from './auth/AuthDialogHost.tsx'
import { firstViewRemoteLoaded } from './firstView/firstViewRemoteLoaded.ts'
import { sentSignedOut } from './firstView/sentSignedOut.ts'
import { yieldToMain } from './firstView/yieldToMain.ts'
import { preloadPageShownAt, routes } from './router/routes.tsx'
import '@unikit/design-system/styles.css'
import './shell.css'

/**
 * Renders the one router the shell owns, once the remotes listed in remotes.json are registered (index.ts) and the
 * remote whose first view the page came with has loaded (docs/decisions/0624-first-views-in-the-page.md).
 */
export async function boot() {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  // The page came to a request without a session cookie: signed out, nothing to ask. On a gated page the locked
  // sign-in dialog opens in the first render (docs/decisions/0761-signed-out-first-views-of-gated-pages.md), with its
  // forms loaded first so it opens once, with them, rather than with a spinner and then again.
  const signedOut = sentSignedOut(container)
  // A page sent with a cookie asks accounts about it now, beside the render rather than after it, and fetches its
  // page's chunk meanwhile: a gated page waits on both (docs/decisions/0766-course-page-first-views.md).
  if (signedOut) sessionAbsentAtLoad()
  else {
    restoreSession().catch(() => {})
    preloadPageShownAt(window.location.pathname)
  }
  const formsLoaded =
    signedOut && container.dataset.firstViewOf === shellFirstView
      ? Promise.race([
          loadAuthForms().catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 4000)),
        ])
      : undefined
  const [hasFirstView] = await Promise.all([firstViewRemoteLoaded(container), formsLoaded])
  // The remote's modules have just been evaluated: the router and the render start in a task of their own (0762).
  await yieldToMain()
  const router = createBrowserRouter(routes)
  const root = createRoot(container)
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  // With the first view on screen nothing is urgent: React renders the page in slices that leave the main thread
  // free for the student's first tap, and swaps it in at the end (decision 0624).
  if (hasFirstView) startTransition(() => root.render(app))
  else root.render(app)
}
