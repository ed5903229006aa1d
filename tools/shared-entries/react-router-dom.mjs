// What the host and the remotes use of react-router-dom, provided as the shared singleton in place of the
// whole package (which is all of react-router, data routers and server rendering included), so that the
// login page loads only this. Every app builds with this same entry, so whichever copy is chosen has
// the same exports. `react-router` is aliased to the ES build of the package react-router-dom re-exports.
// tools/webpack-config.cjs fails the build when an app imports a name missing here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
