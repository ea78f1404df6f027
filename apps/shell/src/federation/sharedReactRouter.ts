// What the shell provides to every remote as the shared singleton `react-router`: only the parts that Unikit's
// apps and packages use, so the shell's first download carries those instead of the whole package (its server
// runtime, RSC and SSR included), which a shared module cannot otherwise shed
// (docs/decisions/0622-shell-initial-js-budget.md). A remote that needs another export adds it here: the test
// beside this file fails until it does.
export {
  createBrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  // What react-router/dom's RouterProvider (the shell's bootstrap) takes from the package by its name.
  RouterProvider,
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useRoutes,
  useSearchParams,
} from '@unikit/whole/react-router'
