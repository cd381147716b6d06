import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { AreaBoundary } from '../errors/area-boundary';
import { isFallback, loadWidget } from '../../app/federation/remotes';

const Nothing = () => null;

/**
 * A widget another area exposes (`commerce/CartButton` …). While it loads, and if
 * its area is down, the slot stays empty; the page around it never breaks.
 */
export function RemoteWidget({ remote, expose }: { remote: string; expose: string }) {
  const location = useLocation();
  const Widget = useMemo(
    () =>
      lazy(async () => {
        const mod = await loadWidget<{ default: ComponentType }>(remote, expose);
        return isFallback(mod) ? { default: Nothing } : mod;
      }),
    [remote, expose],
  );
  return (
    <AreaBoundary area={remote} resetKey={location.pathname} compact>
      <Suspense fallback={null}>
        <Widget />
      </Suspense>
    </AreaBoundary>
  );
}
