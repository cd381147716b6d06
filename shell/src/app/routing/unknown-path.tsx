import { useEffect } from 'react';
import { useLocation, useNavigationType } from '@site/router';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { leaveApp } from './leave-app';

/**
 * A path no area claims. On a client navigation the browser goes to it fully
 * (spec §2: the server may know it, e.g. a file or a newer remote); on the first
 * page of a visit the server has already answered 404, so we show the 404 page.
 */
export function UnknownPath() {
  const location = useLocation();
  const initial = location.key === 'default';
  const pushed = useNavigationType() === 'PUSH';
  useEffect(() => {
    if (!initial) leaveApp(location.pathname + location.search + location.hash, pushed);
    // Once per address: the navigation type changes only with the address it brought.
  }, [initial, location, pushed]);
  return initial ? <NotFoundPage /> : <p className="page-loading">Loading…</p>;
}
