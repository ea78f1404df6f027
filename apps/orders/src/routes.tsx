import { Navigate, type RouteObject } from 'react-router'
import { OrderPage } from './features/detail/OrderPage.tsx'
import { OrdersPage } from './features/list/OrdersPage.tsx'
import { NewOrderPage } from './features/new/NewOrderPage.tsx'
import { OrderFormPage } from './features/new/OrderFormPage.tsx'
import { OrdersDesk } from './features/staff/OrdersDesk.tsx'
import { TopupPage } from './features/topup/TopupPage.tsx'

/** The orders remote's route tree, mounted by the shell at `/order` (docs/product/orders.md). */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="processing" replace /> },
  { path: 'new', element: <NewOrderPage /> },
  { path: 'new/sample-citation', element: <OrderFormPage key="sc" type="sc" /> },
  { path: 'new/research-assistant', element: <OrderFormPage key="ra" type="ra" /> },
  { path: 'processing', element: <OrdersPage tab="processing" /> },
  { path: 'history', element: <OrdersPage tab="history" /> },
  { path: 'topup', element: <TopupPage /> },
  { path: ':id', element: <OrderPage /> },
]

/** The orders desk, mounted by the shell at `/staff/orders` (docs/product/orders.md#staff-desk). */
export const staffRoutes: RouteObject[] = [{ index: true, element: <OrdersDesk /> }]

/** The build this remote came from; the shell shows it on the remote's root element. */
export const build: string = process.env.UNIKIT_BUILD_ID ?? 'local'
