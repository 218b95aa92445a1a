// What the site's browser code uses of react-router-dom. Browser builds share this module under
// the name `react-router-dom` instead of the whole package (tooling/webpack-config/shared-modules.cjs),
// so a page downloads only these parts of the router, about half of it (docs/decisions/0018).
// Lint keeps the apps' imports of react-router-dom to these names (eslint.config.mjs).
export { RouterProvider } from 'react-router/dom';
export {
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  NavLink,
  Outlet,
  redirectDocument,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
} from 'react-router';
