export type Handler<P> = (payload: P) => void;

export interface EventBus<Events extends object> {
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
  /** Subscribes; returns the function that unsubscribes. */
  on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void;
  once<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void;
  /** Handlers currently subscribed to `type` (for leak checks in tests). */
  listenerCount(type: keyof Events): number;
}

/**
 * A handler that throws must not stop the others: one area's bug never breaks
 * another area's reaction to the same event. The error is reported, not swallowed.
 */
export function createEventBus<Events extends object>(
  reportError: (error: unknown, type: PropertyKey) => void = (error, type) =>
    console.error(`event-bus: a handler for "${String(type)}" threw`, error),
): EventBus<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();

  const on: EventBus<Events>['on'] = (type, handler) => {
    let set = handlers.get(type);
    if (!set) {
      set = new Set();
      handlers.set(type, set);
    }
    set.add(handler as Handler<never>);
    return () => {
      set.delete(handler as Handler<never>);
    };
  };

  return {
    on,
    once(type, handler) {
      const off = on(type, (payload) => {
        off();
        handler(payload);
      });
      return off;
    },
    emit(type, payload) {
      const set = handlers.get(type);
      if (!set) return;
      // Copy first: a handler may unsubscribe itself or others while we iterate.
      for (const handler of [...set]) {
        try {
          (handler as Handler<typeof payload>)(payload);
        } catch (error) {
          reportError(error, type);
        }
      }
    },
    listenerCount(type) {
      return handlers.get(type)?.size ?? 0;
    },
  };
}
