import type { ComponentType } from 'react';

/*
 * While the site build renders a page, the areas' server widgets (their SSR bundles' `widgets`) are
 * found here, so a widget of one area can be rendered into another area's HTML. Each SSR bundle
 * has its own copy of this package: the lookup lives on a global key that every copy reads, and
 * only for the length of one synchronous render. In the browser there is none.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyWidget = ComponentType<any>;
export type ServerWidgetLookup = (remote: string, expose: string) => AnyWidget | undefined;

const KEY = Symbol.for('site.server-widgets');
type WithLookup = typeof globalThis & { [KEY]?: ServerWidgetLookup };

/** Runs `render` (a synchronous server render) with `lookup` as the widgets it may show. */
export function renderWithServerWidgets<T>(lookup: ServerWidgetLookup, render: () => T): T {
  const global = globalThis as WithLookup;
  const before = global[KEY];
  global[KEY] = lookup;
  try {
    return render();
  } finally {
    global[KEY] = before;
  }
}

/** The server component for an area's expose, during a server render that has one. */
export function serverWidget(remote: string, expose: string): AnyWidget | undefined {
  return (globalThis as WithLookup)[KEY]?.(remote, expose);
}
