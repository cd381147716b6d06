import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useNavigate } from '@site/router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { PageProps } from '@site/contracts/remote';
import { CardFields, ErrorSummary, PaymentChallenge } from '@site/ui/forms';
import { toursClient } from '../../../shared/api/tours-client';
import type { BookingPageData, TourView } from '../../../shared/content/tour-view';
import { ChargedInNote } from '../../../shared/components/tour-price';
import { WaitlistForm } from '../../waitlist/components/waitlist-form';
import {
  book,
  type BookRequest,
  type BookResult,
  createHold,
  type Departure,
  type ExtensionOffer,
  fetchDepartures,
  fetchQuote,
  type HoldRequest,
  type HoldResult,
  type HoldUpdateRequest,
  type QuoteRequest,
  type QuoteResult,
  releaseHold,
  releaseHoldOnExit,
  updateHold,
} from '../api/booking-api';
import {
  formatDay,
  formatMoney,
  MAX_TRAVELLERS,
  MIN_TRAVELLERS,
  type Money,
  sitePath,
  type TravellerFields,
} from '../booking-rules';
import {
  bookingMachine,
  type BookingContext,
  type BookingEvent,
  type BookingStep,
  STEP_ORDER,
  stepOf,
} from '../machines/booking-machine';
import {
  errorLabel,
  errorTarget,
  Field,
  FieldError,
  fieldId,
  HoldCountdown,
  invalid,
  TRAVELLER_LABELS,
} from './booking-form-parts';
import '../../../shared/components/tours-shared.css';
import './booking.css';

const STEP_TITLES: Record<BookingStep, string> = {
  departure: 'Departure and travellers',
  travellers: 'Travellers',
  rooms: 'Rooms',
  extensions: 'Extensions',
  review: 'Review',
  payment: 'Payment',
};

const BUSY: Record<string, string> = {
  loading: 'Loading the departures…',
  creatingHold: 'Holding your seats…',
  resizingHold: 'Changing your seat hold…',
  updatingRooms: 'Checking the rooms…',
  quoting: 'Working out the price…',
  checking: 'Checking your booking…',
  processing: 'Processing your booking…',
};

type Send = (event: BookingEvent) => void;

/**
 * /tours/{uid}/booking (issue 17): the booking machine's steps, one form per step. Each step's
 * heading takes focus as the step changes; errors are listed at the top, linked to their fields
 * and shown on them; a live region says what the page is doing. The seats are held for 15 minutes
 * from the departure step on, with a countdown; leaving the page gives them back. When the card's
 * bank asks the traveller to confirm (3-D Secure), its page takes the form's place until it is done.
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

function BookingFlow({ page }: { page: BookingPageData }) {
  const { tour } = page;
  const location = useLocation();
  const navigate = useNavigate();
  const offerToken = new URLSearchParams(location.search).get('offer');
  const logic = useMemo(
    () =>
      bookingMachine.provide({
        actors: {
          loadDepartures: fromPromise<Departure[], { tourUid: string }>(({ input }) =>
            fetchDepartures(toursClient(), input.tourUid),
          ),
          createHold: fromPromise<HoldResult, HoldRequest>(({ input }) =>
            createHold(toursClient(), input),
          ),
          updateHold: fromPromise<HoldResult, HoldUpdateRequest>(({ input }) =>
            updateHold(toursClient(), input),
          ),
          releaseHold: fromPromise<unknown, { id: string; token: string }>(({ input }) =>
            releaseHold(toursClient(), input).catch(() => false),
          ),
          fetchQuote: fromPromise<QuoteResult, QuoteRequest>(({ input }) =>
            fetchQuote(toursClient(), input),
          ),
          book: fromPromise<BookResult, BookRequest>(({ input }) => book(toursClient(), input)),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(logic, { input: { tourUid: tour.uid, offerToken } });
  const context = snapshot.context;
  const state = snapshot.value as string;
  const step = stepOf(state);
  const busy = BUSY[state] ?? '';

  // Each step's heading takes focus when the step changes: not on the first render, nor when the
  // departures first arrive (the visitor is still at the top of a page that has just loaded).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<string | null>(null);
  const arrived = useRef(false);
  useEffect(() => {
    const first = shownStep.current === null || !arrived.current;
    shownStep.current = step;
    if (step !== 'loading') arrived.current = true;
    if (first) return;
    if (!busy) heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  // Booked: to the confirmation, by the path and query of the API's link (its token included).
  const result = context.result;
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

  // Leaving the page (another page of the site, or the tab closed) gives the seats back; not while
  // the bank's page is open: a challenge already confirmed there has taken the money for them, and
  // the API completes that booking only while the hold lasts.
  const holdRef = useRef<BookingContext['hold']>(null);
  holdRef.current =
    state === 'confirmed' || state === 'processing' || state === 'authenticating'
      ? null
      : context.hold;
  useEffect(() => {
    const onExit = () => {
      if (holdRef.current) releaseHoldOnExit(holdRef.current);
    };
    window.addEventListener('pagehide', onExit);
    return () => {
      window.removeEventListener('pagehide', onExit);
      const hold = holdRef.current;
      if (hold) void releaseHold(toursClient(), hold).catch(() => false);
    };
  }, []);

  const departure = context.departures.find((d) => d.id === context.departureId) ?? null;
  const remaining = context.hold ? Date.parse(context.hold.expiresAt) - context.now : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: step === 'payment' || state === 'failed' ? 'submit' : 'next' });
  };

  const title =
    state === 'loading'
      ? 'Loading the departures'
      : state === 'loadFailed'
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
      {remaining !== null && state !== 'expired' && state !== 'confirmed' && (
        <HoldCountdown remainingMs={remaining} />
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {state === 'authenticating' ? 'Your bank asks you to confirm the payment.' : busy}
      </p>
      {context.offerToken && state === 'departure' && (
        <p className="booking-notice">
          You are booking with a waitlist offer: the seats kept for you are taken up when you
          continue.
        </p>
      )}
      <ErrorSummary
        errors={context.errors}
        titleId="booking-errors-title"
        className="booking-error-summary"
        idOf={errorTarget}
        labelOf={errorLabel}
      />
      {context.notice && (
        <p className="booking-failure" role="alert">
          {context.notice}
        </p>
      )}
      {state === 'authenticating' && context.challengeUrl ? (
        <PaymentChallenge
          challengeUrl={context.challengeUrl}
          onFinished={() => send({ type: 'challenge.finished' })}
          onCancelled={() => send({ type: 'challenge.cancelled' })}
        />
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="booking-step-title"
          className="booking-form"
          aria-busy={busy ? true : undefined}
        >
          <h2 id="booking-step-title" ref={heading} tabIndex={-1}>
            {title}
          </h2>
          {state === 'loading' && <p>Loading the dates and seats of {tour.title}…</p>}
          {state === 'loadFailed' && (
            <>
              <p role="alert">
                We could not load the departures. Check your connection and try again.
              </p>
              <button type="button" onClick={() => send({ type: 'retry' })}>
                Try again
              </button>
            </>
          )}
          {step === 'departure' && (
            <DepartureStep
              context={context}
              send={send}
              tour={tour}
              ageRanges={page.form?.ageRanges ?? []}
            />
          )}
          {step === 'travellers' && (
            <TravellersStep context={context} send={send} ageRanges={page.form?.ageRanges ?? []} />
          )}
          {step === 'rooms' && departure && (
            <RoomsStep context={context} send={send} departure={departure} />
          )}
          {step === 'extensions' && departure && (
            <ExtensionsStep context={context} send={send} departure={departure} tour={tour} />
          )}
          {step === 'review' && departure && (
            <ReviewStep context={context} send={send} departure={departure} />
          )}
          {(step === 'payment' || state === 'failed') && (
            <PaymentStep context={context} send={send} failed={state === 'failed'} />
          )}
          {state === 'expired' && (
            <>
              <p>
                The 15 minutes we held your seats for have passed, and the seats are free for others
                again. Everything you typed is still here.
              </p>
              <button
                type="button"
                className="tours-button"
                onClick={() => send({ type: 'restart' })}
              >
                Start again
              </button>
            </>
          )}
          {state === 'confirmed' && <p>Your booking is made. Opening your confirmation…</p>}
          <Actions state={state} step={step} context={context} send={send} />
        </form>
      )}
      {step === 'departure' && departure && context.soldOut === departure.id && (
        <section className="booking-waitlist" aria-labelledby="booking-waitlist-title">
          <h2 id="booking-waitlist-title">Sold out — join the waitlist</h2>
          <p>
            There are no seats left on the departure of {formatDay(departure.startsOn)}
            {departure.waitlistCount > 0
              ? ` (${departure.waitlistCount} ${departure.waitlistCount === 1 ? 'person is' : 'people are'} waiting)`
              : ''}
            . Join the waitlist and we will e-mail you an offer as soon as seats free up.
          </p>
          <WaitlistForm departureId={departure.id} tourTitle={tour.title} />
        </section>
      )}
    </article>
  );
}

function Actions({
  state,
  step,
  context,
  send,
}: {
  state: string;
  step: string;
  context: BookingContext;
  send: Send;
}) {
  if (state === 'loading' || state === 'loadFailed' || state === 'expired' || state === 'confirmed')
    return null;
  const busy = Boolean(BUSY[state]);
  const dueNow = context.quote?.dueNow;
  const label =
    state === 'failed'
      ? 'Try again'
      : step === 'payment'
        ? state === 'processing'
          ? 'Processing…'
          : `Pay ${formatMoney(dueNow)} and book`
        : 'Continue';
  if (step === 'departure' && !context.departures.some(isBookable)) return null;
  return (
    <div className="booking-actions">
      {step !== 'departure' && (
        <button type="button" onClick={() => send({ type: 'back' })} disabled={busy}>
          Back
        </button>
      )}
      <button type="submit" className="tours-button" disabled={busy}>
        {label}
      </button>
      {context.hold && (
        <button
          type="button"
          className="booking-restart"
          onClick={() => send({ type: 'restart' })}
          disabled={busy}
        >
          Start again
        </button>
      )}
    </div>
  );
}

/** A departure the visitor can choose: open, or full (its waitlist); not closed or gone. */
const isBookable = (d: Departure) => d.status !== 'CLOSED' && d.status !== 'DEPARTED';

function statusLabel(d: Departure): string {
  switch (d.status) {
    case 'FULL':
      return 'Full — join the waitlist';
    case 'CLOSED':
      return 'Booking closed';
    case 'DEPARTED':
      return 'Departed';
    default:
      return d.fewSeatsLeft
        ? `Few seats left: ${d.seatsLeft}`
        : `${d.seatsLeft} of ${d.seatsTotal} seats left`;
  }
}

function DepartureStep({
  context,
  send,
  tour,
  ageRanges,
}: {
  context: BookingContext;
  send: Send;
  tour: TourView;
  ageRanges: string[];
}) {
  const { errors } = context;
  if (context.departures.length === 0) {
    return (
      <p>
        No departures of {tour.title} are open for booking yet.{' '}
        <Link to="/tours/participation-interest">Register your interest</Link> and we will e-mail
        you when seats open.
      </p>
    );
  }
  return (
    <>
      <fieldset
        className="booking-departures"
        id={fieldId('departureId')}
        {...invalid('departureId', errors)}
      >
        <legend>Departure</legend>
        {context.departures.map((d) => {
          const closed = !isBookable(d);
          return (
            <label key={d.id} className={`booking-departure${closed ? ' closed' : ''}`}>
              <input
                type="radio"
                name="departure"
                value={d.id}
                checked={context.departureId === d.id}
                disabled={closed}
                onChange={() => send({ type: 'departure.selected', departureId: d.id })}
              />
              <span>
                <strong>{formatDay(d.startsOn)}</strong> · {statusLabel(d)} ·{' '}
                {formatMoney(d.priceDouble)} per person sharing, {formatMoney(d.priceSingle)} in a
                single room · deposit {formatMoney(d.depositPerPerson)} per person
                {d.fullPaymentAtBooking
                  ? ' (the full amount is due at booking)'
                  : `, balance due ${formatDay(d.balanceDueOn)}`}
              </span>
            </label>
          );
        })}
        <FieldError name="departureId" errors={errors} />
      </fieldset>
      {context.departures.some(isBookable) ? (
        <TravellerCount context={context} send={send} ageRanges={ageRanges} />
      ) : (
        <p>
          None of these departures is open for booking any more.{' '}
          <Link to="/tours/participation-interest">Register your interest</Link> and we will e-mail
          you when new dates open, or <Link to="/tours/upcoming">see the upcoming tours</Link>.
        </p>
      )}
    </>
  );
}

function TravellerCount({
  context,
  send,
  ageRanges,
}: {
  context: BookingContext;
  send: Send;
  ageRanges: string[];
}) {
  const { errors } = context;
  return (
    <>
      <Field
        name="travellerCount"
        label="Number of travellers"
        errors={errors}
        hint={
          ageRanges.length
            ? `Our groups welcome travellers of every age range: ${ageRanges.join(', ')}. Under 18s travel with an adult.`
            : 'Under 18s travel with an adult.'
        }
      >
        <select
          value={String(context.travellerCount)}
          onChange={(e) => send({ type: 'travellers.counted', count: Number(e.target.value) })}
        >
          {Array.from(
            { length: MAX_TRAVELLERS - MIN_TRAVELLERS + 1 },
            (_, i) => i + MIN_TRAVELLERS,
          ).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </Field>
      {context.hold && (
        <p className="booking-hint">
          Your seats are held; changing the departure or the number of travellers changes the hold.
        </p>
      )}
    </>
  );
}

const TEXT_FIELDS: Array<{
  field: keyof TravellerFields;
  type?: string;
  autoComplete?: string;
  lead?: boolean;
  multiline?: boolean;
}> = [
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
  { field: 'dateOfBirth', type: 'date', autoComplete: 'bday' },
  { field: 'email', type: 'email', autoComplete: 'email', lead: true },
  { field: 'phone', type: 'tel', autoComplete: 'tel', lead: true },
  { field: 'emergencyContactName' },
  { field: 'emergencyContactPhone', type: 'tel' },
  { field: 'dietaryNotes', multiline: true },
  { field: 'accessibilityNotes', multiline: true },
];

function TravellersStep({
  context,
  send,
  ageRanges,
}: {
  context: BookingContext;
  send: Send;
  ageRanges: string[];
}) {
  const { errors } = context;
  const travellers = context.travellers.slice(0, context.travellerCount);
  const name = (t: TravellerFields, i: number) =>
    [t.firstName, t.lastName].filter((s) => s.trim()).join(' ') || `Traveller ${i + 1}`;
  return (
    <>
      <p className="booking-hint">
        As on each traveller’s passport. Ages count on the start date: travellers from 0 to 110
        years old, and anyone under 18 travels with an adult in this booking.
        {ageRanges.length > 0 && ` Our groups: ${ageRanges.join(', ')}.`}
      </p>
      {context.travellerCount > 1 && (
        <Field name="leadIndex" label="Lead traveller (the booking’s contact)" errors={errors}>
          <select
            value={String(context.leadIndex)}
            onChange={(e) => send({ type: 'lead.changed', index: Number(e.target.value) })}
          >
            {travellers.map((t, i) => (
              <option key={i} value={i}>
                {name(t, i)}
              </option>
            ))}
          </select>
        </Field>
      )}
      {travellers.map((t, i) => {
        const lead = i === context.leadIndex;
        return (
          <fieldset key={i} className="booking-traveller">
            <legend>
              Traveller {i + 1}
              {lead ? ' (lead traveller)' : ''}
            </legend>
            {TEXT_FIELDS.map(({ field, type, autoComplete, lead: leadOnly, multiline }) => {
              const key = `travellers.${i}.${field}`;
              const label =
                leadOnly && !lead
                  ? `${TRAVELLER_LABELS[field]} (optional)`
                  : TRAVELLER_LABELS[field];
              const common = {
                value: t[field],
                onChange: (e: { target: { value: string } }) =>
                  send({ type: 'traveller.changed', index: i, field, value: e.target.value }),
              };
              return (
                <Field
                  key={field}
                  name={key}
                  label={label}
                  errors={errors}
                  hint={field === 'dateOfBirth' ? 'For example 1965-04-23' : undefined}
                >
                  {multiline ? (
                    <textarea rows={2} maxLength={1000} {...common} />
                  ) : (
                    <input
                      type={type ?? 'text'}
                      autoComplete={lead ? autoComplete : 'off'}
                      {...common}
                    />
                  )}
                </Field>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}

function RoomsStep({
  context,
  send,
  departure,
}: {
  context: BookingContext;
  send: Send;
  departure: Departure;
}) {
  const { errors } = context;
  const travellers = context.travellers.slice(0, context.travellerCount);
  return (
    <>
      <p className="booking-hint">
        A double room is shared by exactly two travellers ({formatMoney(departure.priceDouble)} per
        person); a single room has one ({formatMoney(departure.priceSingle)}). Left now:{' '}
        {departure.doubleRoomsLeft} double and {departure.singleRoomsLeft} single rooms.
      </p>
      <div id={fieldId('rooms')} tabIndex={-1}>
        <FieldError name="rooms" errors={errors} />
      </div>
      {context.rooms.map((room, r) => (
        <fieldset
          key={r}
          className="booking-room"
          id={fieldId(`rooms.${r}`)}
          {...invalid(`rooms.${r}`, errors)}
        >
          <legend>Room {r + 1}</legend>
          <Field name={`rooms.${r}.occupancy`} label={`Room ${r + 1} occupancy`} errors={{}}>
            <select
              value={room.occupancy}
              onChange={(e) =>
                send({
                  type: 'room.occupancy',
                  room: r,
                  occupancy: e.target.value === 'DOUBLE' ? 'DOUBLE' : 'SINGLE',
                })
              }
            >
              <option value="DOUBLE">Double (two travellers)</option>
              <option value="SINGLE">Single (one traveller)</option>
            </select>
          </Field>
          <p>
            In this room:{' '}
            {travellers
              .flatMap((t, i) =>
                context.roomOf[i] === r
                  ? [
                      [t.firstName, t.lastName].filter((s) => s.trim()).join(' ') ||
                        `Traveller ${i + 1}`,
                    ]
                  : [],
              )
              .join(' and ') || 'nobody yet'}
          </p>
          <FieldError name={`rooms.${r}`} errors={errors} />
          {context.rooms.length > 1 && (
            <button type="button" onClick={() => send({ type: 'room.removed', room: r })}>
              Remove room {r + 1}
            </button>
          )}
        </fieldset>
      ))}
      <p>
        <button
          type="button"
          onClick={() => send({ type: 'room.added' })}
          disabled={context.rooms.length >= context.travellerCount}
        >
          Add a room
        </button>
      </p>
      <fieldset className="booking-room-assign">
        <legend>Who sleeps where</legend>
        {travellers.map((t, i) => (
          <Field
            key={i}
            name={`roomOf.${i}`}
            label={`Room for ${[t.firstName, t.lastName].filter((s) => s.trim()).join(' ') || `traveller ${i + 1}`}`}
            errors={errors}
          >
            <select
              value={String(context.roomOf[i] ?? -1)}
              onChange={(e) =>
                send({ type: 'traveller.room', index: i, room: Number(e.target.value) })
              }
            >
              <option value="-1">Choose…</option>
              {context.rooms.map((room, r) => (
                <option key={r} value={r}>
                  Room {r + 1} ({room.occupancy === 'DOUBLE' ? 'double' : 'single'})
                </option>
              ))}
            </select>
          </Field>
        ))}
      </fieldset>
    </>
  );
}

function extensionOffer(
  departure: Departure,
  tour: TourView,
  kind: 'pre' | 'post',
): ExtensionOffer | null {
  const live = kind === 'pre' ? departure.preExtension : departure.postExtension;
  if (live) return live;
  const content = kind === 'pre' ? tour.preExtension : tour.postExtension;
  if (!content) return null;
  const usd = (n: number): Money => ({ amount: n.toFixed(2), currencyCode: 'USD' });
  return {
    title: content.title,
    startsOn: content.startsOn,
    priceSingle: usd(content.priceSingleUsd),
    priceDouble: usd(content.priceDoubleUsd),
  };
}

function ExtensionsStep({
  context,
  send,
  departure,
  tour,
}: {
  context: BookingContext;
  send: Send;
  departure: Departure;
  tour: TourView;
}) {
  const offers = (['pre', 'post'] as const)
    .map((kind) => ({ kind, offer: extensionOffer(departure, tour, kind) }))
    .filter((o) => o.offer !== null);
  if (offers.length === 0) return <p>This tour has no extensions. Continue to see the price.</p>;
  return (
    <fieldset className="booking-extensions">
      <legend>Add an extension for every traveller (optional)</legend>
      {offers.map(({ kind, offer }) => {
        const key = kind === 'pre' ? 'preExtension' : 'postExtension';
        return (
          <div key={kind} className="booking-check">
            <input
              type="checkbox"
              id={fieldId(key)}
              checked={kind === 'pre' ? context.preExtension : context.postExtension}
              onChange={(e) => send({ type: 'extension.toggled', kind, value: e.target.checked })}
              {...invalid(key, context.errors)}
            />
            <label htmlFor={fieldId(key)}>
              {kind === 'pre' ? 'Pre-tour extension' : 'Post-tour extension'}: {offer!.title}
              {offer!.startsOn ? ` (from ${formatDay(offer!.startsOn)})` : ''} —{' '}
              {formatMoney(offer!.priceDouble)} per person sharing a double room,{' '}
              {formatMoney(offer!.priceSingle)} in a single room
            </label>
            <FieldError name={key} errors={context.errors} />
          </div>
        );
      })}
    </fieldset>
  );
}

function Summary({ context, departure }: { context: BookingContext; departure: Departure }) {
  const travellers = context.travellers.slice(0, context.travellerCount);
  const who = (i: number) =>
    [travellers[i]?.firstName, travellers[i]?.lastName].filter(Boolean).join(' ') ||
    `Traveller ${i + 1}`;
  return (
    <dl className="booking-summary">
      <dt>Tour</dt>
      <dd>
        {departure.tourTitle}, from {formatDay(departure.startsOn)}
      </dd>
      <dt>Travellers</dt>
      <dd>
        {travellers.map((_, i) => who(i) + (i === context.leadIndex ? ' (lead)' : '')).join(', ')}
      </dd>
      <dt>Rooms</dt>
      <dd>
        {context.rooms
          .map(
            (room, r) =>
              `${room.occupancy === 'DOUBLE' ? 'Double' : 'Single'}: ${travellers.flatMap((_, i) => (context.roomOf[i] === r ? [who(i)] : [])).join(' and ')}`,
          )
          .join('; ')}
      </dd>
      <dt>Extensions</dt>
      <dd>
        {[
          context.preExtension && departure.preExtension
            ? `Pre: ${departure.preExtension.title}`
            : context.preExtension
              ? 'Pre-tour extension'
              : '',
          context.postExtension
            ? `Post: ${departure.postExtension?.title ?? 'post-tour extension'}`
            : '',
        ]
          .filter(Boolean)
          .join('; ') || 'None'}
      </dd>
    </dl>
  );
}

function ReviewStep({
  context,
  send,
  departure,
}: {
  context: BookingContext;
  send: Send;
  departure: Departure;
}) {
  const quote = context.quote;
  return (
    <>
      <Summary context={context} departure={departure} />
      {quote && (
        <section aria-labelledby="booking-price-title">
          <h3 id="booking-price-title">Price</h3>
          <table className="booking-price">
            <caption className="visually-hidden">The price, line by line</caption>
            <tbody>
              {quote.lines.map((line, i) => (
                <tr key={i}>
                  <th scope="row">{line.label}</th>
                  <td>{formatMoney(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{formatMoney(quote.total)}</td>
              </tr>
              <tr>
                <th scope="row">Deposit</th>
                <td>{formatMoney(quote.deposit)}</td>
              </tr>
              <tr>
                <th scope="row">Due now</th>
                <td>{formatMoney(quote.dueNow)}</td>
              </tr>
              <tr>
                <th scope="row">
                  Balance{quote.balanceDueOn ? `, due ${formatDay(quote.balanceDueOn)}` : ''}
                </th>
                <td>{formatMoney(quote.balance)}</td>
              </tr>
            </tfoot>
          </table>
          <ChargedInNote
            amount={Number(quote.dueNow.amount)}
            currency={quote.dueNow.currencyCode}
          />
          {departure.fullPaymentAtBooking && (
            <p className="booking-hint">
              The tour starts within the balance window, so the full amount is due now.
            </p>
          )}
        </section>
      )}
      <section aria-labelledby="booking-policy-title">
        <h3 id="booking-policy-title">Cancellation policy</h3>
        {departure.cancellationPolicy.length > 0 ? (
          <ul className="booking-policy">
            {departure.cancellationPolicy.map((tier, i) => (
              <li key={i}>{tier.description}</li>
            ))}
          </ul>
        ) : (
          <p>Cancellations are handled under our standard policy.</p>
        )}
        <p className="booking-hint">
          The policy is copied onto your booking: a later change to it never changes what you are
          owed.
        </p>
        <div className="booking-check">
          <input
            type="checkbox"
            id={fieldId('acceptPolicy')}
            checked={context.acceptPolicy}
            onChange={(e) => send({ type: 'policy.toggled', value: e.target.checked })}
            {...invalid('acceptPolicy', context.errors)}
          />
          <label htmlFor={fieldId('acceptPolicy')}>I accept the cancellation policy</label>
        </div>
        <FieldError name="acceptPolicy" errors={context.errors} />
      </section>
    </>
  );
}

function PaymentStep({
  context,
  send,
  failed,
}: {
  context: BookingContext;
  send: Send;
  failed: boolean;
}) {
  const { errors, card, quote, failure } = context;
  return (
    <>
      {quote && (
        <dl className="booking-summary">
          <dt>Total</dt>
          <dd>{formatMoney(quote.total)}</dd>
          <dt>Due now</dt>
          <dd>{formatMoney(quote.dueNow)}</dd>
          {Number(quote.balance.amount) > 0 && (
            <>
              <dt>Balance</dt>
              <dd>
                {formatMoney(quote.balance)}
                {quote.balanceDueOn ? `, due ${formatDay(quote.balanceDueOn)}` : ''}
              </dd>
            </>
          )}
        </dl>
      )}
      {failed && failure && (
        <p className="booking-failure" role="alert">
          {failure.message}
        </p>
      )}
      <p className="booking-hint">
        Test mode: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0027 6000
        3184 asks for authentication. Any future expiry and any CVC.
      </p>
      <CardFields
        values={card}
        errors={errors}
        idOf={fieldId}
        className="booking-field"
        alert
        onChange={(field, value) => send({ type: 'card.changed', field, value })}
      />
    </>
  );
}
