import { useEffect } from 'react';

/** Leaves the single-page app: the browser loads the address afresh from the server. */
export function FullNavigation({ to }: { to: string }) {
  useEffect(() => {
    window.location.assign(to);
  }, [to]);
  return <p className="page-loading">Loading…</p>;
}
