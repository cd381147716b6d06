import { startTransition, use, useEffect, useState } from 'react';
import { useLocation, useNavigationType, useParams } from '@site/router';
import type { PageHead } from '@site/contracts/page-data';
import type { RouteInfo } from '@site/contracts/remote';
import { bus } from '@site/event-bus';
import { announcementText } from '../../features/announcer/announcement';
import { AreaBoundary } from '../../features/errors/area-boundary';
import { PageErrorView } from '../../features/errors/page-error-view';
import { RemoteUnavailableError } from '../../features/errors/remote-unavailable';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { offlineState } from '../../features/offline/offline-state';
import type { RouteResources } from '../runtime/route-resources';
import { markPageReady } from '../runtime/mark-ready';
import { useShellRuntime } from '../runtime/shell-runtime';
import { SITE_DESCRIPTION, SITE_NAME } from '../site';
import { FullNavigation } from './full-navigation';
import { leaveApp } from './leave-app';

/** A page without a description of its own gets the site's, never the previous page's. */
function setMetaDescription(text: string | null | undefined) {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (meta) meta.content = text || SITE_DESCRIPTION;
}

/** Runs once the page has rendered: sets the title and tells the announcer (via the bus). */
function PageReady({ info, head }: { info: RouteInfo; head: PageHead | undefined }) {
  const location = useLocation();
  const title = head?.title ?? info.title;
  useEffect(() => {
    markPageReady();
    document.title = `${title} · ${SITE_NAME}`;
    setMetaDescription(head?.description);
    const frame = requestAnimationFrame(() => {
      bus.emit('navigation.completed', {
        path: location.pathname,
        announcement: announcementText(document.getElementById('main') ?? document, document.title),
        initial: location.key === 'default',
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [title, head?.description, location.pathname, location.key]);
  return null;
}

function RouteBody({ area, info, attempt }: { area: string; info: RouteInfo; attempt: number }) {
  const params = useParams();
  const { pathname, search, key } = useLocation();
  const { resources } = useShellRuntime();
  // The offline worker installed a new build: leave the old app on the next navigation (spec §4).
  if (offlineState.updateReady && key !== 'default')
    return <FullNavigation to={pathname + search} />;
  // Suspends until the page's code and data are both here; the router keeps the previous page meanwhile.
  const loaded = use<RouteResources>(
    resources.get(area, info, pathname, attempt) as Promise<RouteResources>,
  );
  if (loaded.kind === 'unavailable') throw new RemoteUnavailableError(area, loaded.reason);
  const { Page, result } = loaded;
  if (result === null || result.kind === 'ok') {
    const pageData = result?.pageData;
    return (
      <>
        <Page params={params} route={info} data={pageData?.data} />
        <PageReady info={info} head={pageData?.head} />
      </>
    );
  }
  if (result.kind === 'not-found') return <NotFoundPage />;
  if (result.kind === 'error') return <PageErrorView status={result.status} />;
  // A stale build or a page that keeps failing: the server's HTML for this address is the way out.
  return <FullNavigation to={pathname + search} />;
}

/**
 * A page's code chunk failed to load during a client navigation (typically: a new
 * release removed it). Spec §4: navigate fully to the last known path, once, so
 * the server's current HTML and code take over; a second failure shows the fallback.
 */
function recoverFromChunkFailure(
  error: Error,
  pathname: string,
  initial: boolean,
  pushed: boolean,
): void {
  if (error.name !== 'ChunkLoadError' || initial) return;
  const key = `chunk-reload:${pathname}`;
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  leaveApp(pathname, pushed);
}

/** One route of one area, behind the area's error boundary. */
export function RemotePage({ area, info }: { area: string; info: RouteInfo }) {
  const location = useLocation();
  const pushed = useNavigationType() === 'PUSH';
  const [attempt, setAttempt] = useState(0);
  return (
    <AreaBoundary
      area={area}
      resetKey={location.pathname}
      onRetry={() => startTransition(() => setAttempt((n) => n + 1))}
      onError={(error) =>
        recoverFromChunkFailure(error, location.pathname, location.key === 'default', pushed)
      }
    >
      <RouteBody area={area} info={info} attempt={attempt} />
    </AreaBoundary>
  );
}
