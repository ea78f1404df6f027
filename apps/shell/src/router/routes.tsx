import { lazy, type ReactNode } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { RemoteOutlet } from '../federation/RemoteOutlet.tsx'
import { Layout } from '../layout/Layout.tsx'
import { AccountPage } from '../pages/AccountPage.tsx'
import { CareerPage } from '../pages/CareerPage.tsx'
import { CvPage } from '../pages/CvPage.tsx'
import { InfoPage } from '../pages/info/InfoPage.tsx'
import { type InfoPageId, infoPageIds } from '../pages/info/infoPages.ts'
import { NotFoundPage } from '../pages/NotFoundPage.tsx'
import { PricingPage } from '../pages/PricingPage.tsx'
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx'
import { HomeOrNotFound } from './HomeOrNotFound.tsx'
import { LazyPage } from './LazyPage.tsx'
import { RequireAuth } from './RequireAuth.tsx'

const VerifyPage = lazy(() => import('../pages/VerifyPage.tsx'))
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage.tsx'))
const SigninLinkPage = lazy(() => import('../pages/SigninLinkPage.tsx'))

type Access = 'public' | 'auth'

const page = (path: string, element: ReactNode, access: Access): RouteObject => ({
  path,
  element: access === 'auth' ? <RequireAuth>{element}</RequireAuth> : element,
})

// Keyed by remote: React Router would otherwise reuse one outlet (and its state) for every remote.
const remote = (path: string, name: string, access: Access) =>
  page(path, <RemoteOutlet key={name} name={name} />, access)

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
      desk('orders', 'orders'),
      desk('archive', 'archive'),
      desk('feedback', 'feedback'),
      page('career', <CareerPage />, 'public'),
      page('cv', <CvPage />, 'auth'),
      page('pricing', <PricingPage />, 'auth'),
      ...infoPageIds.map((id: InfoPageId) => page(id, <InfoPage id={id} />, 'public')),
      page('account', <AccountPage />, 'auth'),
      page('myaccount', <AccountPage />, 'auth'),
      page(
        'u/verify',
        <LazyPage>
          <VerifyPage />
        </LazyPage>,
        'public',
      ),
      page(
        'u/reset',
        <LazyPage>
          <ResetPasswordPage />
        </LazyPage>,
        'public',
      ),
      page(
        'u/signin',
        <LazyPage>
          <SigninLinkPage />
        </LazyPage>,
        'public',
      ),
      page('404', <NotFoundPage />, 'public'),
      { path: '*', element: <HomeOrNotFound /> },
    ],
  },
]
