import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { PageModule, PageProps, RouteInfo } from '@site/contracts/remote';
import { bus } from '@site/event-bus';
import { announcementText } from '../../features/announcer/announcement';
import { AreaBoundary } from '../../features/errors/area-boundary';
import { RemoteUnavailableError } from '../../features/errors/remote-unavailable';
import { isFallback, loadArea } from '../federation/remotes';
import { SITE_NAME } from '../site';

async function loadPage(area: string, info: RouteInfo): Promise<PageModule> {
  const mod = await loadArea(area);
  if (isFallback(mod)) throw new RemoteUnavailableError(area, mod.reason);
  const route = mod.routes.find((r) => r.path === info.path) ?? mod.routes.find((r) => r.id === info.id);
  if (!route) throw new Error(`The ${area} area has no page for ${info.path}`);
  return route.load();
}

/** Runs once the page has rendered: sets the title and tells the announcer (via the bus). */
function PageReady({ info }: { info: RouteInfo }) {
  const location = useLocation();
  useEffect(() => {
    document.title = `${info.title} · ${SITE_NAME}`;
    const frame = requestAnimationFrame(() => {
      bus.emit('navigation.completed', {
        path: location.pathname,
        announcement: announcementText(document.getElementById('main') ?? document, document.title),
        initial: location.key === 'default',
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [info.title, location.pathname, location.key]);
  return null;
}

const lazyPages = new Map<string, ComponentType<PageProps>>();

/**
 * One lazy component per route and attempt: revisiting a page reuses the loaded
 * component (no loading flash), and "Try again" (a new attempt) loads afresh.
 */
function lazyPage(area: string, info: RouteInfo, attempt: number): ComponentType<PageProps> {
  const key = `${area}|${info.path}|${attempt}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() => loadPage(area, info));
    lazyPages.set(key, page);
  }
  return page;
}

/** One route of one area, behind the area's error boundary. */
export function RemotePage({ area, info }: { area: string; info: RouteInfo }) {
  const params = useParams();
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(() => lazyPage(area, info, attempt), [area, info, attempt]);
  return (
    <AreaBoundary area={area} resetKey={location.pathname} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<p className="page-loading">Loading…</p>}>
        <Page params={params} route={info} />
        <PageReady info={info} />
      </Suspense>
    </AreaBoundary>
  );
}
