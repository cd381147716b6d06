import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from '@site/router';
import { useActorRef, useSelector } from '@xstate/react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { toursClient } from '../../../shared/api/tours-client';
import {
  book,
  createHold,
  fetchQuote,
  releaseHold,
  releaseHoldOnExit,
  updateHold,
} from '../api/booking-api';
import { sitePath } from '../booking-rules';
import type { BookingContext, BookingInput } from '../machines/booking-context';
import { bookingMachine } from '../machines/booking-machine';

export type BookingActor = ActorRefFrom<typeof bookingMachine>;

/** The booking machine with the product API's actors, started for this page. */
export function useBookingActor(input: BookingInput): BookingActor {
  const logic = useMemo(
    () =>
      bookingMachine.provide({
        actors: {
          createHold: fromPromise(({ input }) => createHold(toursClient(), input)),
          updateHold: fromPromise(({ input }) => updateHold(toursClient(), input)),
          releaseHold: fromPromise(({ input }) =>
            releaseHold(toursClient(), input).catch(() => false),
          ),
          fetchQuote: fromPromise(({ input }) => fetchQuote(toursClient(), input)),
          book: fromPromise(({ input }) => book(toursClient(), input)),
        },
      }),
    [],
  );
  return useActorRef(logic, { input });
}

/** Booked: to the confirmation, by the path and query of the API's link (its token included). */
export function useConfirmationRedirect(actor: BookingActor): void {
  const navigate = useNavigate();
  const result = useSelector(actor, (s) => s.context.result);
  useEffect(() => {
    if (!result) return;
    const link = new URL(sitePath(result.confirmationUrl), window.location.origin);
    const token = link.searchParams.get('token');
    const target =
      link.pathname === '/tours/booking-confirmed'
        ? sitePath(result.confirmationUrl)
        : `/tours/booking-confirmed?${new URLSearchParams({ ref: result.reference, ...(token ? { token } : {}) }).toString()}`;
    void navigate(target);
  }, [result, navigate]);
}

/**
 * Leaving the page (another page of the site, or the tab closed) gives the seats back; not while
 * the bank's page is open: a challenge already confirmed there has taken the money for them, and
 * the API completes that booking only while the hold lasts.
 */
export function useReleaseOnLeave(actor: BookingActor): void {
  const hold = useSelector(actor, (s) =>
    s.matches('confirmed') || s.matches('processing') || s.matches('authenticating')
      ? null
      : s.context.hold,
  );
  const holdRef = useRef(hold);
  holdRef.current = hold;
  useEffect(() => {
    const onExit = () => {
      if (holdRef.current) releaseHoldOnExit(holdRef.current);
    };
    window.addEventListener('pagehide', onExit);
    return () => {
      window.removeEventListener('pagehide', onExit);
      const held = holdRef.current;
      if (held) void releaseHold(toursClient(), held).catch(() => false);
    };
  }, []);
}

const sameFields = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).every((k) => Object.is(a[k], b[k]));

/**
 * A narrow slice of the booking's context: the named fields, read again only when one of them
 * changes (each is replaced, never changed in place, by the machine's actions).
 */
export function useFields<K extends keyof BookingContext>(
  actor: BookingActor,
  ...keys: K[]
): Pick<BookingContext, K> {
  return useSelector(
    actor,
    (s) => Object.fromEntries(keys.map((k) => [k, s.context[k]])) as Pick<BookingContext, K>,
    sameFields,
  );
}
