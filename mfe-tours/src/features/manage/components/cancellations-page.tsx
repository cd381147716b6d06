import { useEffect, useRef, useState } from 'react';
import type { PageProps } from '@site/contracts/remote';
import { toursClient } from '../../../shared/api/tours-client';
import {
  cancelBooking,
  type CancellationTier,
  cancellationPolicy,
  findBooking,
  type ManagedBooking,
} from '../api/bookings';
import { formatDate, formatMoney, NoAnswerError } from '../../../shared/forms/user-errors';
import { BookingFinder } from './booking-finder';
import { BookingSummary, type Found } from './booking-lookup';
import '../../../shared/forms/tours-forms.css';

/**
 * /tours/cancellations (issue 17): the cancellation policy as a table, then cancelling a booking.
 * The refund cancelling gives today is shown before the visitor confirms; the confirmation sends
 * that figure, and if the tier changed in between (REFUND_CHANGED) the new figure is shown and
 * the visitor is asked again.
 */
export default function CancellationsPage({ route }: PageProps) {
  return (
    <article className="page tours-manage tours-cancellations" data-route-id={route.id}>
      <h1>{route.title || 'Cancellations'}</h1>
      <PolicyTable />
      <BookingFinder action="Cancel" titleId="cancel-booking-title">
        {(found) => <CancelFlow key={found.booking.id} found={found} />}
      </BookingFinder>
    </article>
  );
}

/**
 * The tier in a phrase. A tier refunds its share of the total price less whatever is still unpaid
 * (the API's `refundFor`), so it reads as what you paid less the part of the price it keeps.
 */
export function tierRefund(tier: CancellationTier): string {
  if (tier.refundPercent === 0) return 'No refund';
  const kept = [
    ...(tier.refundPercent < 100 ? [`${100 - tier.refundPercent} % of the price`] : []),
    ...(tier.keepsDeposit ? ['the deposit'] : []),
  ];
  return kept.length ? `All of what you paid, less ${kept.join(' and ')}` : 'All of what you paid';
}

export function tierWhen(tier: CancellationTier, tiers: readonly CancellationTier[]): string {
  const sorted = [...tiers].sort((a, b) => b.minDaysBefore - a.minDaysBefore);
  const above = sorted[sorted.indexOf(tier) - 1];
  if (!above) return `${tier.minDaysBefore} days or more before departure`;
  if (tier.minDaysBefore === 0) return `Less than ${above.minDaysBefore} days before departure`;
  return `${tier.minDaysBefore} to ${above.minDaysBefore - 1} days before departure`;
}

/** The policy new bookings get; each booking keeps the tiers it was made under. */
export function PolicyTable({
  tiers: given,
  caption = 'Cancellation policy',
}: {
  tiers?: CancellationTier[];
  caption?: string;
}) {
  const [tiers, setTiers] = useState<CancellationTier[] | null>(given ?? null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (given) return;
    let live = true;
    cancellationPolicy(toursClient())
      .then((t) => live && setTiers(t))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [given]);

  return (
    <section className="tours-policy" aria-labelledby="policy-title">
      <h2 id="policy-title">{caption}</h2>
      <p>
        The refund depends on how many days before departure you cancel. The tiers below are copied
        onto each booking when it is made, so a later change to the policy never changes what you
        are owed.
      </p>
      {failed && (
        <p role="alert">
          We could not load the cancellation policy just now. Please reload the page; your
          booking&apos;s own policy is shown once you find it.
        </p>
      )}
      {!tiers && !failed && <p role="status">Loading the cancellation policy…</p>}
      {tiers && tiers.length > 0 && (
        <table className="tours-policy-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">When you cancel</th>
              <th scope="col">Refund</th>
              <th scope="col">In full</th>
            </tr>
          </thead>
          <tbody>
            {[...tiers]
              .sort((a, b) => b.minDaysBefore - a.minDaysBefore)
              .map((tier, _, sorted) => (
                <tr key={tier.minDaysBefore}>
                  <th scope="row">{tierWhen(tier, sorted)}</th>
                  <td>{tierRefund(tier)}</td>
                  <td>{tier.description}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

type Step =
  | { kind: 'quote' }
  | { kind: 'confirming' }
  | { kind: 'sending' }
  | { kind: 'changed'; previous: string }
  | { kind: 'cancelled' }
  | { kind: 'error'; message: string };

export function CancelFlow({ found }: { found: Found }) {
  const [booking, setBooking] = useState<ManagedBooking>(found.booking);
  const [step, setStep] = useState<Step>({
    kind: found.booking.status === 'CANCELLED' ? 'cancelled' : 'quote',
  });
  const focusTarget = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (step.kind !== 'quote' && step.kind !== 'sending') focusTarget.current?.focus();
  }, [step]);
  const focusRef = (el: HTMLElement | null) => {
    focusTarget.current = el;
  };

  const quote = booking.cancellationQuote;

  const confirm = async () => {
    if (!quote) return;
    setStep({ kind: 'sending' });
    try {
      const result = await cancelBooking(toursClient(), {
        access: found.access,
        expectedRefund: quote.refund.amount,
      });
      if (result.ok) {
        setBooking(result.booking);
        setStep({ kind: 'cancelled' });
        return;
      }
      // The booking as it is now: with the answer, or read again.
      const now =
        result.booking ?? (await findBooking(toursClient(), found.access).catch(() => null));
      if (now) setBooking(now);
      if (result.code === 'REFUND_CHANGED' && now?.cancellationQuote)
        setStep({ kind: 'changed', previous: formatMoney(quote.refund) });
      else if (result.code === 'ALREADY_CANCELLED' || now?.status === 'CANCELLED')
        setStep({ kind: 'cancelled' });
      else setStep({ kind: 'error', message: result.message });
    } catch (error) {
      setStep({
        kind: 'error',
        message:
          error instanceof NoAnswerError
            ? 'We could not reach the server, so we do not know whether the booking was cancelled. Try again: it cannot be cancelled twice.'
            : 'Something went wrong. Please try again.',
      });
    }
  };

  if (step.kind === 'cancelled') {
    const refunds = booking.ledger.filter((l) => l.kind === 'REFUND');
    return (
      <>
        <h3 ref={focusRef} tabIndex={-1}>
          Your booking is cancelled
        </h3>
        <p role="status">
          {booking.reference} was cancelled
          {booking.cancelledAt ? ` on ${formatDate(booking.cancelledAt)}` : ''}.{' '}
          {refunds.length > 0
            ? `A refund of ${refunds.map((r) => formatMoney(r.amount)).join(' and ')} has been recorded${refunds[0]?.cardLast4 ? ` to the card ending ${refunds[0].cardLast4}` : ''}.`
            : 'Under the cancellation policy no refund is due.'}{' '}
          A cancellation notice is on its way to {booking.email}.
        </p>
        <BookingSummary booking={booking} />
      </>
    );
  }

  if (!quote) {
    return (
      <>
        <BookingSummary booking={booking} />
        <p role="status">This booking cannot be cancelled online. Please contact us.</p>
      </>
    );
  }

  const refund = formatMoney(quote.refund);
  const noRefund = Number(quote.refund.amount) === 0;
  const sending = step.kind === 'sending';
  return (
    <>
      <BookingSummary booking={booking} />
      <section className="tours-cancel-quote" aria-labelledby="cancel-quote-title">
        <h3 id="cancel-quote-title">If you cancel today</h3>
        {step.kind === 'changed' && (
          <p className="tours-notice" role="alert" tabIndex={-1} ref={focusRef}>
            The refund has changed since it was shown to you: it was {step.previous} and is now{' '}
            {refund}, because the departure is now {quote.daysBefore} days away. Nothing has been
            cancelled. Do you still want to cancel?
          </p>
        )}
        <p>
          Your tour departs in <strong>{quote.daysBefore} days</strong>.
          {quote.tier ? ` ${quote.tier.description}` : ''}
        </p>
        <p className="tours-refund" data-testid="cancel-refund">
          Refund if you cancel now: <strong>{refund}</strong>
        </p>
        {step.kind === 'error' && (
          <p className="tours-notice" role="alert" tabIndex={-1} ref={focusRef}>
            {step.message}
          </p>
        )}
        {step.kind === 'quote' || step.kind === 'error' ? (
          <button type="button" onClick={() => setStep({ kind: 'confirming' })}>
            Cancel this booking
          </button>
        ) : (
          <div role="group" aria-labelledby="cancel-confirm-title" className="tours-confirm">
            <p
              id="cancel-confirm-title"
              tabIndex={-1}
              ref={step.kind === 'confirming' ? focusRef : undefined}
            >
              <strong>
                {noRefund
                  ? `Cancel booking ${booking.reference}? No refund is due.`
                  : `Cancel booking ${booking.reference} and receive a refund of ${refund}?`}
              </strong>{' '}
              This cannot be undone, and the seats go to the next person waiting.
            </p>
            <div className="tours-actions">
              <button type="button" disabled={sending} onClick={() => void confirm()}>
                {sending
                  ? 'Cancelling…'
                  : noRefund
                    ? 'Yes, cancel without a refund'
                    : `Yes, cancel and refund ${refund}`}
              </button>
              <button type="button" disabled={sending} onClick={() => setStep({ kind: 'quote' })}>
                No, keep my booking
              </button>
            </div>
          </div>
        )}
        <p role="status" className="visually-hidden">
          {sending ? 'Cancelling your booking…' : ''}
        </p>
      </section>
    </>
  );
}
