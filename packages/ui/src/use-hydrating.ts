import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True on the server and in the render that hydrates served HTML, false in every other render
 * (one after hydration, or a component first mounted in the browser). A component shows what the
 * build could know while it is true, so hydration matches, and the visitor's own state after.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
