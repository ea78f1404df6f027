import { lazy, type ReactNode } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { RemoteOutlet } from '../federation/RemoteOutlet.tsx'
import { Layout } from '../layout/Layout.tsx'
import { type InfoPageId, infoPageIds } from '../pages/info/infoPageIds.ts'
import { NotFoundPage } from '../pages/NotFoundPage.tsx'
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx'
import { HomeOrNotFound } from './HomeOrNotFound.tsx'
import { LazyPage } from './LazyPage.tsx'
import { RequireAuth } from './RequireAuth.tsx'

// Every page of the shell's own but the 404 page is a chunk of its own, so the first page of a visit downloads
// only the layout and the page it shows (docs/decisions/0622-shell-initial-js-budget.md).
const AccountPage = lazy(() => import('../pages/AccountPage.tsx').then((m) => ({ default: m.AccountPage })))
const StatementPage = lazy(() =>
  import('../pages/StatementPage.tsx').then((m) => ({ default: m.StatementPage })),
)
const CareerPage = lazy(() => import('../pages/CareerPage.tsx').then((m) => ({ default: m.CareerPage })))
const CvPage = lazy(() => import('../pages/CvPage.tsx').then((m) => ({ default: m.CvPage })))
const InfoPage = lazy(() => import('../pages/info/InfoPage.tsx').then((m) => ({ default: m.InfoPage })))
const PricingPage = lazy(() => import('../pages/PricingPage.tsx').then((m) => ({ default: m.PricingPage })))
const VerifyPage = lazy(() => import('../pages/VerifyPage.tsx'))
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage.tsx'))
const SigninLinkPage = lazy(() => import('../pages/SigninLinkPage.tsx'))
// The course page composes parts of other remotes (docs/decisions/0764-the-course-page-composes-parts.md).
const loadCoursePage = () => import('../pages/course/CoursePage.tsx')
const CoursePage = lazy(() => loadCoursePage().then((m) => ({ default: m.CoursePage })))

/**
 * Starts fetching the chunk of the shell's own page at `pathname` at boot, beside the session's check rather than
 * after it: the course page's calls wait on both (docs/decisions/0766-course-page-first-views.md). A failure is left
 * to the page's own load, which shows its panel.
 */
export function preloadPageShownAt(pathname: string) {
  if (pathname.startsWith('/course/')) loadCoursePage().catch(() => undefined)
}

type Access = 'public' | 'auth'

const page = (path: string, element: ReactNode, access: Access, tool?: string): RouteObject => ({
  path,
  element: access === 'auth' ? <RequireAuth tool={tool}>{element}</RequireAuth> : element,
})

/** A page whose chunk is fetched when it is first shown. */
const lazyPage = (path: string, element: ReactNode, access: Access, tool?: string) =>
  page(path, <LazyPage>{element}</LazyPage>, access, tool)

// Keyed by remote: React Router would otherwise reuse one outlet (and its state) for every remote.
const remote = (path: string, name: string, access: Access) =>
  page(path, <RemoteOutlet key={name} name={name} />, access, name)

// A tool's staff desk, from the same remote; staff only on the server, whatever the page shows.
const desk = (tool: string, name: string) =>
  page(`staff/${tool}/*`, <RemoteOutlet key={`${name}:staff`} name={name} desk />, 'auth')

const redirect = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> })

/** The route table (docs/product/platform.md#routes). Remote routes are delegated to the remote that owns them. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      remote('citation/*', 'citation', 'public'),
      remote('order/*', 'orders', 'auth'),
      remote('archive/*', 'archive', 'auth'),
      redirect('sample', '/archive'),
      redirect('majors', '/archive/majors'),
      remote('feedback/*', 'feedback', 'auth'),
      redirect('rating/home', '/feedback/home'),
      lazyPage('course/:code', <CoursePage />, 'auth', 'course'),
      desk('orders', 'orders'),
      desk('archive', 'archive'),
      desk('feedback', 'feedback'),
      lazyPage('career', <CareerPage />, 'public'),
      lazyPage('cv', <CvPage />, 'auth'),
      lazyPage('pricing', <PricingPage />, 'auth'),
      ...infoPageIds.map((id: InfoPageId) => lazyPage(id, <InfoPage id={id} />, 'public')),
      lazyPage('account', <AccountPage />, 'auth'),
      lazyPage('account/statement', <StatementPage />, 'auth'),
      lazyPage('myaccount', <AccountPage />, 'auth'),
      lazyPage('u/verify', <VerifyPage />, 'public'),
      lazyPage('u/reset', <ResetPasswordPage />, 'public'),
      lazyPage('u/signin', <SigninLinkPage />, 'public'),
      page('404', <NotFoundPage />, 'public'),
      { path: '*', element: <HomeOrNotFound /> },
    ],
  },
]
