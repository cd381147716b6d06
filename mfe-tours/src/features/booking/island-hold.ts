import type { Hold } from './api/booking-types';

// What the booking's island (islands/booking-hold.ts) and the booking page agree on
// (@site/contracts/islands): the key its answer is kept under, the answer, and its templates' names.

/** The seats the island held before the app was live. */
export const ISLAND_HOLD = 'tours:booking-hold';

/** The island's answer: the flow goes on from the travellers' step with this hold. */
export interface HeldAhead {
  tourUid: string;
  departureId: string;
  travellerCount: number;
  hold: Hold;
  /** When the island last drew the hold's countdown (ms since the epoch): the page draws the same. */
  now: number;
}

/**
 * The build's template of the booking at the travellers' step, for a departure and a number of
 * travellers; null for a departure id that cannot name one.
 */
export function travellersTemplateName(departureId: string, count: number): string | null {
  const id = departureId.toLowerCase();
  return /^[a-z0-9-]{1,100}$/.test(id) && id === departureId
    ? `booking-travellers-${count}-${id}`
    : null;
}
