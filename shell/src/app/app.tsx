import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { Registry, RouteInfo } from '@site/contracts/remote';
import { NavigationAnnouncer } from '../features/announcer/navigation-announcer';
import { ShellLayout } from '../features/layout/shell-layout';
import { ToastHost } from '../features/toasts/toast-host';
import { isFallback, loadArea } from './federation/remotes';
import { RedirectGuard } from './routing/redirect-guard';
import { RemotePage } from './routing/remote-page';
import { assembleRoutes } from './routing/route-table';
import { UnknownPath } from './routing/unknown-path';

/**
 * Areas whose registry entry carries no route list are asked for their `./routes`
 * at start-up; the others only when one of their pages is visited.
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

export function App({ registry }: { registry: Registry }) {
  const loaded = useDiscoveredRoutes(registry);
  const routes = useMemo(() => assembleRoutes(registry, loaded), [registry, loaded]);
  return (
    <BrowserRouter>
      <ShellLayout>
        <RedirectGuard>
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={<RemotePage area={route.area} info={route} />} />
            ))}
            <Route path="*" element={<UnknownPath />} />
          </Routes>
        </RedirectGuard>
      </ShellLayout>
      <ToastHost />
      <NavigationAnnouncer />
    </BrowserRouter>
  );
}
