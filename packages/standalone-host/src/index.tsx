import { lazy, StrictMode, Suspense, useMemo, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useParams } from '@site/router';
import type { RemoteRoute, RemoteRoutesModule } from '@site/contracts/remote';

function LazyPage({ route }: { route: RemoteRoute }) {
  const params = useParams();
  const Page = useMemo(() => lazy(route.load), [route]);
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <Page params={params} route={{ id: route.id, path: route.path, title: route.title }} />
    </Suspense>
  );
}

/**
 * Renders one area alone: a list of its static pages and its widgets. No shell,
 * no other remote: what a team needs to work on its pages.
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
