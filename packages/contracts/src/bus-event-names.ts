import type { BusEventName } from './events';

/*
 * The names of the bus events (`BusEvents` in events.ts) at run time, for code that cannot see types:
 * the release check (packages/release/src/contract-check.ts) refuses an area that emits or listens to an event
 * not declared here. `satisfies` keeps this object and `BusEvents` in step: a missing name or an
 * extra one is a type error.
 *
 * Plain literals only, with type-only imports: the release check reads this file by transpiling it.
 */
const DECLARED = {
  'podcast.selected': true,
  'cart.changed': true,
  'cart.opened': true,
  'session.changed': true,
  'currency.changed': true,
  'region.resolved': true,
  'toast.requested': true,
  'navigation.completed': true,
  'page.delayed': true,
  'remote.failed': true,
} as const satisfies Record<BusEventName, true>;

export const BUS_EVENT_NAMES = Object.keys(DECLARED) as readonly BusEventName[];
