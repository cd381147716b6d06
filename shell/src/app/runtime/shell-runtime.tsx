import { createContext, useContext, type ReactNode } from 'react';
import type { RouteInfo } from '@site/contracts/remote';
import type { RouteResourceCache } from './route-resources';

export interface ShellRuntime {
  resources: RouteResourceCache;
  /** The build the page HTML came from; null when the site has no build data. */
  buildHash: string | null;
  /** Loads a page's data and code ahead of a likely navigation; a no-op when rendering on the server. */
  prefetch(route: { area: string } & RouteInfo, path: string): void;
}

const RuntimeContext = createContext<ShellRuntime | null>(null);

export function ShellRuntimeProvider({
  runtime,
  children,
}: {
  runtime: ShellRuntime;
  children: ReactNode;
}) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useShellRuntime(): ShellRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useShellRuntime must be used inside ShellRuntimeProvider');
  return runtime;
}
