import { useEffect } from 'react';
import { matchRoutes } from '@site/router';
import type { ShellRoute } from '../../app/routing/route-table';
import { widgetsMayLoad } from '../widgets/deferred-start';
import { yieldToMain } from '../start/yield-to-main';
import { prefetchPath, shouldPrefetch, type ConnectionInfo } from './should-prefetch';

/**
 * Fetches a page's data and code ahead of the click: when a link is hovered or
 * focused, or scrolls into view (from the first interaction or idle time on). Each path is
 * prefetched once.
 */
export function usePrefetch(
  routes: readonly ShellRoute[],
  prefetch: (route: ShellRoute, path: string) => void,
): void {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (!shouldPrefetch(connection)) return;
    const done = new Set<string>([window.location.pathname]);
    const consider = (target: EventTarget | null) => {
      const anchor = target instanceof Element ? target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = prefetchPath(anchor, window.location.origin);
      if (!path || done.has(path)) return;
      done.add(path);
      const match = matchRoutes([...routes], path)?.[0];
      if (match && !match.route.clientOnly) prefetch(match.route as ShellRoute, path);
    };
    const onPointer = (event: Event) => consider(event.target);
    // Links scrolled into view are considered one per task (yieldToMain): matching a path and
    // starting its fetches is a few ms each on a phone, and a page shows dozens of links at once.
    const inView: Element[] = [];
    let draining = false;
    const drain = async () => {
      if (draining) return;
      draining = true;
      for (let next = inView.shift(); next && live; next = inView.shift()) {
        consider(next);
        await yieldToMain();
      }
      draining = false;
    };
    document.addEventListener('pointerover', onPointer, { passive: true });
    document.addEventListener('focusin', onPointer);

    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              inView.push(entry.target);
            }
            void drain();
          })
        : null;
    const observeLinks = () =>
      document.querySelectorAll('main a[href^="/"]').forEach((a) => observer?.observe(a));
    // Links in view are prefetched once the page's own work is done (the first interaction, or
    // idle time after load), so their areas' code does not compete with the page coming alive.
    let live = true;
    let started = false;
    void widgetsMayLoad().then(() => {
      started = live;
      if (started) observeLinks();
    });
    // Links arrive with each page; look again after DOM changes, at most once a frame.
    let frame = 0;
    const mutations = new MutationObserver(() => {
      if (frame || !started) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        observeLinks();
      });
    });
    const main = document.getElementById('main');
    if (main) mutations.observe(main, { childList: true, subtree: true });
    return () => {
      live = false;
      document.removeEventListener('pointerover', onPointer);
      document.removeEventListener('focusin', onPointer);
      observer?.disconnect();
      mutations.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [routes, prefetch]);
}
