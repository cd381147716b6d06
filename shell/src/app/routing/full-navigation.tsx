import { useEffect } from 'react';
import { useNavigationType } from '@site/router';
import { leaveApp } from './leave-app';

/** Leaves the single-page app: the browser loads the address afresh from the server. */
export function FullNavigation({ to }: { to: string }) {
  const pushed = useNavigationType() === 'PUSH';
  useEffect(() => {
    leaveApp(to, pushed);
    // Once per address: the navigation type changes only with the address it brought.
  }, [to, pushed]);
  return <p className="page-loading">Loading…</p>;
}
