import { fromCallback, fromPromise } from 'xstate';
import type {
  BookRequest,
  BookResult,
  HoldRequest,
  HoldResult,
  HoldUpdateRequest,
  QuoteRequest,
  QuoteResult,
} from '../api/booking-types';

/*
 * The booking machine's actors. The API's are placeholders the page provides (with the tours' urql
 * client) and tests fake with `machine.provide`; the clock is real and tests replace it too.
 */

const notProvided = () => Promise.reject(new Error('not provided'));

export const bookingActors = {
  createHold: fromPromise<HoldResult, HoldRequest>(notProvided),
  updateHold: fromPromise<HoldResult, HoldUpdateRequest>(notProvided),
  releaseHold: fromPromise<unknown, { id: string; token: string }>(notProvided),
  /** Prices the choices; the answer goes into urql's cache, the machine keeps only whether it was refused. */
  fetchQuote: fromPromise<QuoteResult, QuoteRequest>(notProvided),
  book: fromPromise<BookResult, BookRequest>(notProvided),
  /**
   * Reads the time every second while the flow is open, and at once when the machine asks
   * (`clock.read`: a hold was just kept, so its countdown starts from now, not the last tick).
   */
  clock: fromCallback<{ type: 'clock.read' }>(({ sendBack, receive }) => {
    const tick = () => sendBack({ type: 'booking.tick', now: Date.now() });
    const timer = setInterval(tick, 1000);
    receive(tick);
    return () => clearInterval(timer);
  }),
};

/** 16–100 of [A-Za-z0-9_-], as TourBookingInput asks. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return `tour-${c.randomUUID()}`;
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return `tour-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
