import { useState, useSyncExternalStore } from 'react';
import {
  createJsonClient,
  type JsonClient,
  type JsonClientOptions,
  type JsonClientState,
} from './index';

/** A JSON client of the component's own, and its busy flag and last error as React state. */
export function useJsonClient(options?: JsonClientOptions): JsonClient & JsonClientState {
  // One client per mounted component: options are read once, on the first render.
  const [client] = useState(() => createJsonClient(options));
  const state = useSyncExternalStore(
    client.subscribe,
    () => client.state,
    () => client.state,
  );
  return { ...state, state, call: client.call, subscribe: client.subscribe };
}
