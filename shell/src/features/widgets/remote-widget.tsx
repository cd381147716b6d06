import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from '@site/router';
import { AreaBoundary } from '../errors/area-boundary';
import { isFallback, loadWidget } from '../../app/federation/remotes';
import { widgetsMayLoad } from './deferred-start';

const Nothing = () => null;

/**
 * A widget another area exposes (`commerce/CartButton` …). While it loads, and if
 * its area is down, the slot stays empty; the page around it never breaks.
 * A widget that sits in the page's flow gets a `slot`: an element, in the prerendered HTML
 * too, whose class reserves the widget's room (styles.css), so nothing moves when it arrives.
 */
export function RemoteWidget({ remote, expose, slot, eager = false }: { remote: string; expose: string; slot?: string; eager?: boolean }) {
  const widget = <WidgetBody remote={remote} expose={expose} eager={eager} />;
  return slot ? <div className={`widget-slot ${slot}`}>{widget}</div> : widget;
}

function WidgetBody({ remote, expose, eager }: { remote: string; expose: string; eager: boolean }) {
  const location = useLocation();
  // Widgets are client-only: prerendered HTML and the hydrating render both leave the slot empty,
  // so no boundary suspends on the server and hydration matches. They load after hydration, at the
  // first interaction or when the browser is idle (deferred-start.ts); an `eager` one at once.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let live = true;
    if (eager) setMounted(true);
    else void widgetsMayLoad().then(() => live && setMounted(true));
    return () => {
      live = false;
    };
  }, [eager]);
  const Widget = useMemo(
    () =>
      lazy(async () => {
        const mod = await loadWidget<{ default: ComponentType }>(remote, expose);
        return isFallback(mod) ? { default: Nothing } : mod;
      }),
    [remote, expose],
  );
  if (!mounted) return null;
  return (
    <AreaBoundary area={remote} resetKey={location.pathname} compact>
      <Suspense fallback={null}>
        <Widget />
      </Suspense>
    </AreaBoundary>
  );
}
