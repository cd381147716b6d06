import type { BusEvents } from '@site/contracts/events';
import { createEventBus, type EventBus } from './create-event-bus';

export { createEventBus } from './create-event-bus';
export type { EventBus, Handler } from './create-event-bus';

const KEY = Symbol.for('site.event-bus');
type WithBus = typeof globalThis & { [KEY]?: EventBus<BusEvents> };

/**
 * The site's one bus. Module Federation shares this package as a singleton; the
 * global slot is a second guard so that a remote running with its own copy
 * (standalone dev, a version mismatch) still talks on the same bus.
 */
export const bus: EventBus<BusEvents> = ((globalThis as WithBus)[KEY] ??=
  createEventBus<BusEvents>());
