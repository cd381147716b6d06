// The routing API of the whole site. Module Federation cannot tree-shake a shared package, so
// sharing react-router itself shipped all of it (about 66 kB gzip: data routers, framework mode,
// server rendering) to every visitor. This module is shared instead; it names what the shell and
// the areas use, so that the shell's build keeps only that (about 16 kB). Browser code imports
// routing from here, never from react-router: a second copy would split the router's context.
// Tests and server code (the site build, the server's route matching) may use react-router itself:
// it is the same module this one re-exports.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type {
  LinkProps,
  Location,
  NavigateFunction,
  NavLinkProps,
  RouteObject,
} from 'react-router';
