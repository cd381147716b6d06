import { useEffect } from 'react';
import { useNavigationType } from '@site/router';
import { leaveApp } from './leave-app';

/** Leaves the single-page app: the browser loads the address afresh from the server. */
export function FullNavigation({ to }: { to: string }) {
  const pushed = useNavigationType() === 'PUSH';
  useEffect(() => {
    leaveApp(to, pushed);
    // Once per address: the navigation type is read when the address arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [to]);
  return <p className="page-loading">Loading…</p>;
}
