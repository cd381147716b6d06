import { Suspense, useEffect, useMemo, useState } from 'react';
import { Route, Routes } from '@site/router';
import type { Registry, RouteInfo } from '@site/contracts/remote';
import { NavigationAnnouncer } from '../features/announcer/navigation-announcer';
import { ShellLayout } from '../features/layout/shell-layout';
import { usePrefetch } from '../features/prefetch/use-prefetch';
import { PreviewBar } from '../features/preview/preview-bar';
import { NavigationProgress } from '../features/progress/navigation-progress';
import { ToastHost } from '../features/toasts/toast-host';
import { isFallback, loadArea } from './federation/remotes';
import { RedirectGuard } from './routing/redirect-guard';
import { RemotePage } from './routing/remote-page';
import { assembleRoutes } from './routing/route-table';
import { UnknownPath } from './routing/unknown-path';
import { ShellRuntimeProvider, type ShellRuntime } from './runtime/shell-runtime';

/**
 * Areas whose registry entry carries no route list are asked for their `./routes`
 * after start-up; the others only when one of their pages is visited.
 */
function useDiscoveredRoutes(registry: Registry) {
  const [loaded, setLoaded] = useState<Record<string, readonly RouteInfo[]>>({});
  useEffect(() => {
    let live = true;
    for (const [area, entry] of Object.entries(registry.remotes)) {
      if (entry.routes) continue;
      void loadArea(area).then((mod) => {
        if (live && !isFallback(mod)) setLoaded((prev) => ({ ...prev, [area]: mod.routes }));
      });
    }
    return () => {
      live = false;
    };
  }, [registry]);
  return loaded;
}

/** Everything inside the router: the same tree in the browser and in the build's server rendering. */
export function ShellApp({ registry, runtime }: { registry: Registry; runtime: ShellRuntime }) {
  const loaded = useDiscoveredRoutes(registry);
  const routes = useMemo(() => assembleRoutes(registry, loaded), [registry, loaded]);
  usePrefetch(routes, runtime.prefetch);
  return (
    <ShellRuntimeProvider runtime={runtime}>
      <NavigationProgress />
      <PreviewBar />
      <ShellLayout>
        <RedirectGuard>
          {/* One boundary above every route: a navigation keeps the current page until the next is ready. */}
          <Suspense fallback={<p className="page-loading">Loading…</p>}>
            <Routes>
              {routes.map((route) => (
                <Route
                  key={route.path}
                  path={route.path}
                  element={<RemotePage area={route.area} info={route} />}
                />
              ))}
              <Route path="*" element={<UnknownPath />} />
            </Routes>
          </Suspense>
        </RedirectGuard>
      </ShellLayout>
      <ToastHost />
      <NavigationAnnouncer />
    </ShellRuntimeProvider>
  );
}
