import { type FormEvent, type ReactElement, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from '@site/router';
import { useSelector } from '@xstate/react';
import { settledIslandAnswer } from '@site/contracts/islands';
import type { PageProps } from '@site/contracts/remote';
import { ErrorSummary, PaymentChallenge } from '@site/ui/forms';
import { toursClient } from '../../../shared/api/tours-client';
import type { BookingPageData } from '../../../shared/content/tour-view';
import { useDepartures } from '../api/use-departures';
import { useQuote } from '../api/use-quote';
import { guessRooms, MAX_TRAVELLERS, MIN_TRAVELLERS, roomCounts } from '../booking-rules';
import { type HeldAhead, ISLAND_HOLD, travellersTemplateName } from '../island-hold';
import { newIdempotencyKey } from '../machines/booking-actors';
import { quoteRequest } from '../machines/booking-requests';
import { type BookingStep, STEP_ORDER, stepOf } from '../machines/booking-steps';
import { errorLabel, errorTarget, HoldCountdown } from './booking-form-parts';
import { DepartureStep } from './departure-step';
import { departureViews, factsOfView, isBookable, openIds } from './departure-view';
import { ExtensionsStep } from './extensions-step';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { RoomsStep } from './rooms-step';
import { RunningTotalPanel } from './running-total-panel';
import { SoldOut } from './sold-out';
import { BUSY } from '../machines/booking-steps';
import { StepActions } from './step-actions';
import { TravellersStep } from './travellers-step';
import {
  type BookingActor,
  useBookingActor,
  useConfirmationRedirect,
  useFields,
  useReleaseOnLeave,
} from './use-booking-actor';
import '../../../shared/components/tours-shared.css';
import './booking.css';

// Each step named for what it asks, none twice for travellers (issue 31): the first asks the date
// and how many go, the second who they are.
const STEP_TITLES: Record<BookingStep, string> = {
  departure: 'Date and group size',
  travellers: 'Traveller details',
  rooms: 'Rooms',
  extensions: 'Extensions',
  review: 'Review',
  payment: 'Payment',
};

/**
 * /tours/{uid}/booking (issue 17): the booking machine's steps, one form per step. Each step's
 * heading takes focus as the step changes; errors are listed at the top, linked to their fields
 * and shown on them; a live region says what the page is doing. The seats are held for 15 minutes
 * from the departure step on, with a countdown; leaving the page gives them back. When the card's
 * bank asks the traveller to confirm (3-D Secure), its page takes the form's place until it is done.
 *
 * The first step is served ready to use (issue 29): the build's planned departures stand in for the
 * live ones until the app is live and the API has answered, so the served form is not busy and the
 * app starts only at the visitor's first interaction; a Continue pressed before then is replayed.
 */
export default function BookingPage({ data, params, route }: PageProps) {
  const page = data as BookingPageData | undefined;
  if (!page?.tour) {
    return (
      <article className="page tour-booking">
        <h1>{route.title}</h1>
        <p>We could not find the tour {params.uid ? `“${params.uid}”` : ''} to book.</p>
        <p>
          <Link to="/tours/upcoming">See the tours</Link>
        </p>
      </article>
    );
  }
  return <BookingFlow page={page} />;
}

/**
 * The seats the booking's island held before the app was live (islands/booking-hold.ts), which it
 * showed at the travellers' step: the page, hydrating, starts from there. Only then: a later visit
 * in the app starts at the first step.
 */
function islandHold(tourUid: string): HeldAhead | null {
  if (typeof window === 'undefined' || document.documentElement.dataset.ready === 'true')
    return null;
  const answer = settledIslandAnswer<HeldAhead>(ISLAND_HOLD);
  return answer?.ok && answer.value.tourUid === tourUid ? answer.value : null;
}

/**
 * The templates' stand-in countdown (the API's default hold, TOURS_HOLD_MINUTES): the island draws
 * the real hold's as it shows a step, before anyone sees it.
 */
const HOLD_MS = 15 * 60_000;

/**
 * The booking at the travellers' step, for each departure the served page can continue with and each
 * number of travellers, as the page draws it once Continue has held the seats: the build renders
 * them beside the page, and the booking's island puts one in place when it has held the seats before
 * the app is live. Their hold is a stand-in (no id, a countdown from the full 15 minutes).
 */
export function islandTemplates(data: unknown): Record<string, ReactElement> {
  const page = data as BookingPageData | undefined;
  const views = page?.tour ? departureViews(page.plannedDepartures, { status: 'loading' }) : null;
  const templates: Record<string, ReactElement> = {};
  for (const departureId of views ? openIds(views) : []) {
    for (let count = MIN_TRAVELLERS; count <= MAX_TRAVELLERS; count++) {
      const name = travellersTemplateName(departureId, count);
      if (!name) continue;
      const hold = {
        id: '',
        token: '',
        travellers: count,
        ...roomCounts(guessRooms(count).rooms),
        expiresAt: new Date(HOLD_MS).toISOString(),
      };
      const held = { tourUid: page!.tour.uid, departureId, travellerCount: count, hold, now: 0 };
      templates[name] = <BookingFlow page={page!} held={held} />;
    }
  }
  return templates;
}

/** The step's heading takes focus when the step changes, not on the first render. */
function useStepFocus(step: string, busy: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    if (!busy) heading.current?.focus();
  }, [step, busy]);
  return heading;
}

function HoldTimer({ actor }: { actor: BookingActor }) {
  const remaining = useSelector(actor, (s) =>
    s.context.hold && !s.matches('expired') && !s.matches('confirmed')
      ? Date.parse(s.context.hold.expiresAt) - s.context.now
      : null,
  );
  return remaining === null ? null : <HoldCountdown remainingMs={remaining} />;
}

const sameRequest = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function BookingFlow({ page, held }: { page: BookingPageData; held?: HeldAhead }) {
  const { tour } = page;
  const location = useLocation();
  const live = useDepartures(toursClient, tour.uid);
  const departures = useMemo(
    () => departureViews(page.plannedDepartures, live.state),
    [page.plannedDepartures, live.state],
  );
  const [input] = useState(() => {
    const open = departures ? openIds(departures) : [];
    const early = held ?? islandHold(tour.uid);
    return {
      tourUid: tour.uid,
      offerToken: new URLSearchParams(location.search).get('offer'),
      // The countdown as the island last drew it.
      now: early?.now ?? Date.now(),
      departureId: open.length === 1 ? open[0]! : '',
      held: early ?? undefined,
    };
  });
  const actor = useBookingActor(input);
  useConfirmationRedirect(actor);
  useReleaseOnLeave(actor);

  // The live list chooses a lone open departure when none is chosen yet (or the choice is gone).
  const liveViews = live.state.status === 'ready' ? departures : null;
  useEffect(() => {
    if (!liveViews) return;
    actor.send({
      type: 'departures.listed',
      ids: liveViews.map((d) => d.id),
      open: openIds(liveViews),
    });
  }, [actor, liveViews]);

  const state = useSelector(actor, (s) => s.value as string);
  const { departureId, offerToken, errors, notice, challengeUrl, soldOut } = useFields(
    actor,
    'departureId',
    'offerToken',
    'errors',
    'notice',
    'challengeUrl',
    'soldOut',
  );
  const request = useSelector(
    actor,
    (s) => (s.context.quoted ? quoteRequest(s.context) : null),
    sameRequest,
  );
  const step = stepOf(state);
  const showsPrice = step === 'review' || step === 'payment' || state === 'failed';
  const quote = useQuote(toursClient, showsPrice ? request : null);

  const loading = departures === null && live.state.status === 'loading';
  const loadFailed = departures === null && live.state.status === 'failed';
  const busy = loading ? 'Loading the departures…' : (BUSY[state] ?? '');
  const heading = useStepFocus(step, Boolean(busy));
  const view = departures?.find((d) => d.id === departureId) ?? null;
  const departure = view?.live ?? null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const facts = factsOfView(view);
    if (step === 'payment' || state === 'failed')
      actor.send({ type: 'booking.submit', key: newIdempotencyKey(), departure: facts });
    else actor.send({ type: 'booking.next', departure: facts });
  };

  const title = loading
    ? 'Loading the departures'
    : loadFailed
      ? 'The departures could not be loaded'
      : state === 'expired'
        ? 'Your seat hold has expired'
        : state === 'failed'
          ? 'Your payment did not go through'
          : state === 'confirmed'
            ? 'Booked'
            : STEP_TITLES[step as BookingStep];
  const currentIndex = STEP_ORDER.indexOf(step === 'failed' ? 'payment' : (step as BookingStep));

  return (
    <article className="page tour-booking" data-state={state}>
      <h1>Book {tour.title}</h1>
      {tour.subtitle && <p className="tour-booking-subtitle">{tour.subtitle}</p>}
      <ol className="booking-steps" aria-label="Progress">
        {STEP_ORDER.map((s, i) => (
          <li
            key={s}
            aria-current={i === currentIndex ? 'step' : undefined}
            className={i < currentIndex ? 'done' : undefined}
          >
            {STEP_TITLES[s]}
          </li>
        ))}
      </ol>
      <HoldTimer actor={actor} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {state === 'authenticating' ? 'Your bank asks you to confirm the payment.' : busy}
      </p>
      {offerToken && state === 'departure' && (
        <p className="booking-notice">
          You are booking with a waitlist offer: the seats kept for you are taken up when you
          continue.
        </p>
      )}
      <ErrorSummary
        errors={errors}
        titleId="booking-errors-title"
        className="booking-error-summary"
        idOf={errorTarget}
        labelOf={errorLabel}
      />
      {notice && (
        <p className="booking-failure" role="alert">
          {notice}
        </p>
      )}
      {state === 'authenticating' && challengeUrl ? (
        <PaymentChallenge
          challengeUrl={challengeUrl}
          onFinished={() => actor.send({ type: 'challenge.finished' })}
          onCancelled={() => actor.send({ type: 'challenge.cancelled' })}
        />
      ) : (
        // Served for the booking's island (islands/booking-hold.ts): it answers Continue on the
        // first step before the app is live.
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="booking-step-title"
          className="booking-form"
          aria-busy={busy ? true : undefined}
          data-island="tours"
          data-tour={tour.uid}
        >
          <h2 id="booking-step-title" ref={heading} tabIndex={-1}>
            {title}
          </h2>
          {loading && <p>Loading the dates and seats of {tour.title}…</p>}
          {loadFailed && (
            <>
              <p role="alert">
                We could not load the departures. Check your connection and try again.
              </p>
              <button type="button" onClick={live.retry}>
                Try again
              </button>
            </>
          )}
          {step === 'departure' && departures && (
            <DepartureStep actor={actor} departures={departures} tour={tour} />
          )}
          {step === 'travellers' && <TravellersStep actor={actor} />}
          {step === 'rooms' && departure && <RoomsStep actor={actor} departure={departure} />}
          {step === 'extensions' && departure && (
            <ExtensionsStep actor={actor} departure={departure} tour={tour} />
          )}
          {step === 'review' && departure && (
            <ReviewStep actor={actor} departure={departure} quote={quote} />
          )}
          {(step === 'payment' || state === 'failed') && (
            <PaymentStep actor={actor} failed={state === 'failed'} quote={quote} />
          )}
          {state === 'expired' && (
            <>
              <p>
                The 15 minutes we held your seats for have passed, and the seats are free for others
                again. Everything you typed is still here.
              </p>
              <button
                type="button"
                className="button-primary"
                onClick={() => actor.send({ type: 'booking.restart' })}
              >
                Start again
              </button>
            </>
          )}
          {state === 'confirmed' && <p>Your booking is made. Opening your confirmation…</p>}
          {departures && (
            <StepActions
              actor={actor}
              step={step}
              quote={quote}
              canBook={departures.some(isBookable)}
            />
          )}
        </form>
      )}
      {/* After the form: beside Continue on a phone, a summary column on a wide screen. */}
      {view && state !== 'expired' && state !== 'confirmed' && (
        <RunningTotalPanel
          actor={actor}
          prices={{
            priceSingle: view.priceSingle,
            priceDouble: view.priceDouble,
            preExtension: departure?.preExtension ?? null,
            postExtension: departure?.postExtension ?? null,
          }}
          quoteTotal={showsPrice && quote ? quote.total : null}
        />
      )}
      {step === 'departure' && view && soldOut === view.id && (
        <SoldOut
          departureId={view.id}
          departure={departure}
          startsOn={view.startsOn}
          tourTitle={tour.title}
        />
      )}
    </article>
  );
}
