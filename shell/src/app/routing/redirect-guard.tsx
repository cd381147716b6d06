import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@site/router';
import { resolveRedirect } from '@site/routing/redirects';

/** The server answers old paths with 301; this applies the same table to client navigation. */
export function RedirectGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const target = resolveRedirect(location.pathname);
  if (target) return <Navigate to={target + location.search + location.hash} replace />;
  return children;
}
