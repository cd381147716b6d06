import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from '@site/router';
import { toursClient } from '../../../shared/api/tours-client';
import { requestCode } from '../api/booking-code';
import { findBooking, type Found, type ManagedBooking, myBookings } from '../api/bookings';
import {
  formatDate,
  formatMoney,
  NoAnswerError,
  ThrottledError,
} from '../../../shared/forms/user-errors';
import {
  type Errors,
  lookupErrors,
  type LookupFields,
  normalizeReference,
} from '../../../shared/forms/form-rules';
import { CodeStep } from './code-step';
import { Field } from '../../../shared/forms/field';
import { PersonField, SubmitRow } from '../../../shared/forms/form-parts';

const SUBMIT_WORDS = {
  label: 'Find my booking',
  busyLabel: 'Looking…',
  busyStatus: 'Looking for your booking…',
};

export type { Found };

/**
 * Finding the booking to pay or cancel: from the `?ref=&token=` of the e-mailed link, from the
 * signed-in customer's bookings, or by its reference and the e-mail it was made with, which asks
 * for a one-time code mailed to the booking's address (CodeStep): a reference and an e-mail alone
 * never open a booking, since both can be guessed or known by others.
 */
export function BookingLookup({
  action,
  onFound,
}: {
  action: string;
  /** Kept across renders (a state setter): a new one would look the booking up again. */
  onFound: (found: Found) => void;
}) {
  const location = useLocation();
  const [fields, setFields] = useState<LookupFields>({ reference: '', email: '' });
  const [errors, setErrors] = useState<Errors<keyof LookupFields>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [mine, setMine] = useState<ManagedBooking[] | null>(null);
  const [pending, setPending] = useState<{ reference: string; email: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let live = true;
    const params = new URLSearchParams(location.search);
    const ref = params.get('ref');
    const token = params.get('token');
    if (ref) setFields((f) => ({ ...f, reference: ref }));
    if (ref && token) {
      setBusy(true);
      findBooking(toursClient(), { reference: ref, token })
        .then((booking) => {
          if (!live) return;
          if (booking) onFound({ booking, access: { reference: booking.reference, token } });
          else
            setNotice(
              'The link you followed has expired or is not valid. Enter your booking reference and e-mail address instead.',
            );
        })
        .catch(
          (error: unknown) =>
            live &&
            setNotice(
              error instanceof ThrottledError
                ? error.message
                : 'We could not reach the server to open your booking. Enter your booking reference and e-mail address, or try again.',
            ),
        )
        .finally(() => live && setBusy(false));
    }
    void myBookings(toursClient()).then((list) => {
      if (live && list && list.length > 0) setMine(list);
    });
    return () => {
      live = false;
    };
  }, [location.search, onFound]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const set = (name: keyof LookupFields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = lookupErrors(fields);
    setErrors(found);
    setNotice(null);
    const first = (Object.keys(found) as Array<keyof LookupFields>)[0];
    if (first) {
      document.getElementById(`lookup-${first}`)?.focus();
      return;
    }
    const asked = { reference: normalizeReference(fields.reference), email: fields.email.trim() };
    setBusy(true);
    try {
      const result = await requestCode(toursClient(), asked);
      if (result.ok) setPending(asked);
      else
        setNotice(
          result.code === 'NOT_FOUND'
            ? 'We could not find a booking with that reference and e-mail address. Check both against your confirmation e-mail: the e-mail must be the one the booking was made with.'
            : result.message,
        );
    } catch (error) {
      setNotice(
        error instanceof NoAnswerError
          ? 'We could not reach the server. Check your connection and try again.'
          : 'Something went wrong. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="tours-lookup" aria-labelledby="lookup-title">
      {mine && (
        <div className="tours-my-bookings">
          <h2>Your bookings</h2>
          <ul>
            {mine.map((b) => (
              <li key={b.id}>
                <button
                  type="button"
                  onClick={() =>
                    onFound({ booking: b, access: { reference: b.reference, email: b.email } })
                  }
                >
                  {action} {b.reference}
                </button>{' '}
                {b.departure.tourTitle}, departing {formatDate(b.departure.startsOn)} ·{' '}
                {b.status === 'CANCELLED' ? 'cancelled' : `balance ${formatMoney(b.balance)}`}
              </li>
            ))}
          </ul>
        </div>
      )}
      <h2 id="lookup-title">Find your booking</h2>
      {pending ? (
        <CodeStep
          reference={pending.reference}
          email={pending.email}
          onFound={onFound}
          onBack={() => setPending(null)}
        />
      ) : (
        <>
          <p>
            Enter the booking reference from your confirmation e-mail and the e-mail address you
            booked with. We e-mail a code to that address to open the booking.
          </p>
          <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="lookup-title">
            <Field
              id="lookup-reference"
              label="Booking reference"
              hint="For example TB-7K3M9Q"
              error={errors.reference}
            >
              <input
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={fields.reference}
                onChange={(e) => set('reference', e.target.value)}
              />
            </Field>
            <PersonField
              kind="email"
              id="lookup-email"
              value={fields.email}
              error={errors.email}
              onValue={(v) => set('email', v)}
            />
            <SubmitRow
              busy={busy}
              notice={notice || null}
              noticeRef={noticeRef}
              words={SUBMIT_WORDS}
            />
          </form>
        </>
      )}
    </section>
  );
}

const STATUS: Record<ManagedBooking['status'], string> = {
  CONFIRMED: 'Confirmed (deposit paid)',
  PAID: 'Paid in full',
  CANCELLED: 'Cancelled',
};

/** The booking at a glance: tour, travellers, what it costs, what is paid and what is left. */
export function BookingSummary({ booking }: { booking: ManagedBooking }) {
  const refunds = booking.ledger.filter((l) => l.kind === 'REFUND');
  return (
    <dl className="tours-booking-summary" aria-label={`Booking ${booking.reference}`}>
      <dt>Reference</dt>
      <dd>{booking.reference}</dd>
      <dt>Tour</dt>
      <dd>
        {booking.departure.tourTitle}, departing {formatDate(booking.departure.startsOn)}
      </dd>
      <dt>Travellers</dt>
      <dd>
        {booking.travellers.map((t) => `${t.firstName} ${t.lastName}`).join(', ') ||
          booking.contactName}
      </dd>
      <dt>Status</dt>
      <dd data-testid="booking-status">{STATUS[booking.status]}</dd>
      <dt>Total</dt>
      <dd>{formatMoney(booking.total)}</dd>
      <dt>Paid</dt>
      <dd>{formatMoney(booking.paid)}</dd>
      {booking.status !== 'CANCELLED' && (
        <>
          <dt>Balance</dt>
          <dd>{formatMoney(booking.balance)}</dd>
          {booking.balanceDueOn && (
            <>
              <dt>Balance due</dt>
              <dd>{formatDate(booking.balanceDueOn)}</dd>
            </>
          )}
        </>
      )}
      {refunds.length > 0 && (
        <>
          <dt>Refunded</dt>
          <dd>
            {refunds
              .map(
                (r) =>
                  `${formatMoney(r.amount)} on ${formatDate(r.createdAt)}${r.cardLast4 ? ` to the card ending ${r.cardLast4}` : ''}`,
              )
              .join('; ')}
          </dd>
        </>
      )}
    </dl>
  );
}
