import { StrictMode, startTransition, type ComponentType } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { BrowserRouter, matchRoutes } from '@site/router';
import type { Registry, RouteInfo } from '@site/contracts/remote';
import { bus } from '@site/event-bus';
import { provideWidgetLoader } from '@site/widgets';
import { connectRemotes, isFallback, loadPage, loadWidget } from './app/federation/remotes';
import { assembleRoutes } from './app/routing/route-table';
import { createRouteResources } from './app/runtime/route-resources';
import type { ShellApp as ShellAppComponent } from './app/shell-app';
import { fetchAppData, readEmbeddedSiteData } from './app/site-data';
import { createPageDataLoader } from './features/page-loader/page-data-loader';
import { withPreview } from './features/preview/preview-mode';
import { registerOfflineWorker } from './features/offline/register-offline-worker';
import {
  beaconSender,
  readReportTokens,
  startFailureReports,
} from './features/errors/failure-reports';
import { widgetsMayLoad } from './features/widgets/deferred-start';
import { yieldToMain } from './features/start/yield-to-main';
import { HELD_PRESS } from './features/start/early-actions';
import { markStart } from './app/runtime/mark-ready';
import { HYDRATING } from '@site/contracts/islands';

/**
 * Starts the app. Between its steps it yields to the browser (yieldToMain), so that a tap made while
 * the app comes alive waits for one slice, not for the whole start: each step is its own task.
 */
export async function startApp(
  { createRoot, hydrateRoot }: typeof ReactDomClient,
  ShellApp: typeof ShellAppComponent,
  /** Asked for by bootstrap.tsx before the app's modules are evaluated, so no round trip waits. */
  registryAsked: Promise<Registry>,
): Promise<void> {
  const embedded = readEmbeddedSiteData(document);
  const [registry, appData] = await Promise.all([
    registryAsked,
    embedded ? Promise.resolve(embedded.appData) : fetchAppData(),
  ]);
  markStart('registry');
  await yieldToMain();
  // Before any remote loads, so a failure of the first page's area is reported too.
  startFailureReports({ registry, tokens: readReportTokens(document), send: beaconSender });
  connectRemotes(registry);
  await yieldToMain();
  // Pages show other areas' widgets (commerce's ProductCards on an article) through this loader.
  // They load after the page's own code, at the first interaction or when the browser is idle.
  provideWidgetLoader(async (remote, expose) => {
    await widgetsMayLoad();
    const mod = await loadWidget<{ default: ComponentType }>(remote, expose);
    return isFallback(mod) ? null : mod;
  });

  const buildHash = appData?.buildHash ?? null;
  const versions = Object.fromEntries(
    Object.entries(registry.remotes).map(([name, entry]) => [name, entry.version]),
  );
  const loader = buildHash
    ? createPageDataLoader(withPreview({ fetch: (url) => fetch(url), buildHash, versions }))
    : null;
  const resources = createRouteResources({
    loader,
    loadPage,
    onDelayed: (path) => bus.emit('page.delayed', { path, elapsedMs: 1000 }),
  });
  const runtime = {
    resources,
    buildHash,
    prefetch(route: { area: string } & RouteInfo, path: string) {
      void loader?.load(path);
      void loadPage(route.area, route).catch(() => {});
    },
  };

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const app = (
    <StrictMode>
      <BrowserRouter>
        <ShellApp registry={registry} runtime={runtime} />
      </BrowserRouter>
    </StrictMode>
  );

  // Hydrate prerendered HTML only when it is this address's page (history can change the address
  // before the app starts: Back inside a page still prerendered), its code and data are at hand,
  // and the live version of its area is the one it was rendered with; otherwise render afresh.
  const page =
    embedded?.page && samePath(embedded.page.path, window.location.pathname) ? embedded.page : null;
  // Matched against the route the page was rendered for only: ranking the whole table (a hundred
  // routes, a RegExp each) was a long task of its own on a phone.
  const match = page
    ? matchRoutes(
        assembleRoutes(registry).filter((r) => r.id === page.routeId),
        window.location.pathname,
      )?.[0]
    : undefined;
  const route = match?.route as ReturnType<typeof assembleRoutes>[number] | undefined;
  if (route) await yieldToMain();
  if (
    page &&
    loader &&
    route &&
    container.hasChildNodes() &&
    embedded?.versions[route.area] === registry.remotes[route.area]?.version
  ) {
    loader.prime(page);
    const Page = await loadPage(route.area, route).catch(() => null);
    markStart('page-code');
    // The area's code has just been evaluated (a slice of its own); hydration starts in the next.
    await yieldToMain();
    if (Page && 'unavailable' in Page) {
      // Known already: the first render shows the area's fallback without asking again.
      resources.prime(route.area, route, window.location.pathname, {
        kind: 'unavailable',
        area: route.area,
        reason: Page.unavailable,
      });
    }
    if (Page && !('unavailable' in Page)) {
      resources.prime(route.area, route, window.location.pathname, {
        kind: 'ready',
        Page,
        result: { kind: 'ok', pageData: page },
      });
      // In a transition, React hydrates in slices that yield to the browser (a default-priority
      // hydration is one task: hundreds of ms on a slow phone); a press on a part not yet hydrated
      // is held by the boot script until the page is live, then replayed once. When a press is
      // held already (the visitor's first tap started the app), nothing else is waiting for the
      // main thread: the page hydrates in one go, without the slices' gaps before the answer.
      markStart('hydrate');
      closeIslands();
      if (document.documentElement.dataset[HELD_PRESS] === 'true') hydrateRoot(container, app);
      else startTransition(() => void hydrateRoot(container, app));
      registerOfflineWorker();
      return;
    }
  }
  closeIslands();
  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
  } else {
    // Prerendered HTML that cannot be hydrated (its area's version is no longer the one this visitor
    // gets): render beside it, hidden, and swap when the page is ready, so the visitor sees no blank
    // flash and React never meets markup from another version.
    const fresh = document.createElement('div');
    fresh.hidden = true;
    container.after(fresh);
    const swap = () => {
      off();
      clearTimeout(timer);
      container.remove();
      fresh.id = 'root';
      fresh.hidden = false;
    };
    const off = bus.on('navigation.completed', swap);
    const timer = setTimeout(swap, 5000);
    createRoot(fresh).render(app);
  }
  registerOfflineWorker();
}

/**
 * From here on the page's markup is React's: an island that would change it takes no press, which
 * the boot script then holds for the app (@site/contracts/islands).
 */
function closeIslands(): void {
  document.documentElement.dataset[HYDRATING] = '';
}

/** `/read/x` and `/read/x/` are one page; paths are case-sensitive. */
function samePath(a: string, b: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(a) === trim(b);
}
