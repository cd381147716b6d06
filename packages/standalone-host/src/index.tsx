import {
  lazy,
  StrictMode,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
} from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation, useParams } from '@site/router';
import type { RemoteRoute, RemoteRoutesModule } from '@site/contracts/remote';
import { pageDataUrl } from '@site/routing/page-data-path';

type Loaded =
  { state: 'loading' } | { state: 'ready'; data: unknown } | { state: 'failed'; message: string };

/**
 * A page's build-time data, read from the running site (the dev server proxies /page-data to it),
 * as the shell's loader reads it. Client-only routes have none.
 */
function usePageData(route: RemoteRoute, pathname: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (route.clientOnly) {
      setLoaded({ state: 'ready', data: undefined });
      return;
    }
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    fetch(pageDataUrl(pathname), { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${pageDataUrl(pathname)} answered ${response.status}`);
        const body = (await response.json()) as { data?: unknown };
        setLoaded({ state: 'ready', data: body.data });
      })
      .catch((error: Error) => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed', message: error.message });
      });
    return () => controller.abort();
  }, [route, pathname]);
  return loaded;
}

function LazyPage({ route }: { route: RemoteRoute }) {
  const params = useParams();
  const { pathname } = useLocation();
  const Page = useMemo(() => lazy(route.load), [route]);
  const loaded = usePageData(route, pathname);
  if (loaded.state === 'loading') return <p>Loading…</p>;
  if (loaded.state === 'failed')
    return (
      <div role="alert">
        <h1>No data for this page</h1>
        <p>
          {loaded.message}. The standalone host reads page data, the CMS and the APIs from the
          running site: start it (<code>pnpm start</code>, or set STANDALONE_SITE_ORIGIN), and build
          the area's pages if this page is new.
        </p>
      </div>
    );
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <Page
        params={params}
        route={{ id: route.id, path: route.path, title: route.title }}
        data={loaded.data}
      />
    </Suspense>
  );
}

/**
 * Renders one area alone: a list of its static pages and its widgets, every route on its own URL,
 * with the page data the site built for it. No shell, no other remote: what a team needs to work
 * on its pages.
 */
export function startStandaloneHost(options: {
  module: RemoteRoutesModule;
  widgets?: ComponentType[];
  container?: HTMLElement;
}): void {
  const { module, widgets = [] } = options;
  const container = options.container ?? document.body.appendChild(document.createElement('div'));
  const staticRoutes = module.routes.filter((r) => !r.path.includes(':') && !r.path.includes('*'));
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <header>
          <strong>{module.area} (standalone)</strong>
          {widgets.map((Widget, i) => (
            <Widget key={i} />
          ))}
          <nav aria-label="Area pages">
            <ul>
              {staticRoutes.map((r) => (
                <li key={r.path}>
                  <Link to={r.path}>{r.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <main id="main">
          <Routes>
            {module.routes.map((r) => (
              <Route key={r.path} path={r.path} element={<LazyPage route={r} />} />
            ))}
            <Route path="*" element={<h1>Not part of the {module.area} area</h1>} />
          </Routes>
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
