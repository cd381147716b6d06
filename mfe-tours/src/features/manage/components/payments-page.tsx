import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { PageProps } from '@site/contracts/remote';
import { CardFields, focusFirstError, PaymentChallenge } from '@site/ui/forms';
import { toursClient } from '../../../shared/api/tours-client';
import { type ManagedBooking, type PaymentResult, payBalance } from '../api/bookings';
import { ChargedInNote } from '../../../shared/components/tour-price';
import { formatDate, formatMoney, isZero } from '../../../shared/forms/user-errors';
import type { CardFields as CardValues } from '../../../shared/forms/form-rules';
import { balanceMachine, newKey, type PayInput } from '../machines/balance-machine';
import { BookingFinder } from './booking-finder';
import { BookingSummary, type Found } from './booking-lookup';
import '../../../shared/forms/tours-forms.css';

/**
 * /tours/payments (issue 17): pay the balance of a tour booking. The booking is found by the
 * link's reference and token, among the signed-in customer's bookings, or by reference + e-mail;
 * then its summary, what is paid and what is due when, and a card form → tourPayBalance. When the
 * card's bank asks the traveller to confirm (3-D Secure), its page takes the form's place until done.
 */
export default function PaymentsPage({ route }: PageProps) {
  return (
    <article className="page tours-manage tours-payments" data-route-id={route.id}>
      <h1>{route.title || 'Pay your balance'}</h1>
      <p>
        Pay what is left on your tour booking. The deposit was taken when you booked; the balance is
        due before departure, on the date shown below.
      </p>
      <BookingFinder action="Pay the balance of" titleId="payment-booking-title">
        {(found) => <BalanceForm key={found.booking.id} found={found} />}
      </BookingFinder>
    </article>
  );
}

const payId = (name: keyof CardValues) => `pay-${name}`;

function nothingDue(booking: ManagedBooking): string | null {
  if (booking.status === 'CANCELLED')
    return 'This booking has been cancelled, so there is nothing to pay.';
  if (booking.status === 'PAID' || isZero(booking.balance))
    return 'Nothing is due on this booking: it is paid in full.';
  return null;
}

export function BalanceForm({ found }: { found: Found }) {
  const logic = useMemo(
    () =>
      balanceMachine.provide({
        actors: {
          payBalance: fromPromise<PaymentResult<keyof CardValues>, PayInput>(({ input }) =>
            payBalance(toursClient(), input),
          ),
        },
      }),
    [],
  );
  const actor = useActorRef(logic, { input: { access: found.access } });
  const card = useSelector(actor, (s) => s.context.card);
  const errors = useSelector(actor, (s) => s.context.errors);
  const failure = useSelector(actor, (s) => s.context.failure);
  const challengeUrl = useSelector(actor, (s) => s.context.challengeUrl);
  const booking = useSelector(actor, (s) => s.context.booking) ?? found.booking;
  const state = useSelector(
    actor,
    (s) => s.value as 'editing' | 'processing' | 'authenticating' | 'paid',
  );
  const result = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state === 'paid') result.current?.focus();
  }, [state]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  // After a submission the form refuses, the first field in error takes focus.
  const [attempt, setAttempt] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'balance.submit', key: newKey() });
    setAttempt((n) => n + 1);
  };
  useEffect(() => {
    const { value, context } = actor.getSnapshot();
    if (attempt === 0 || value !== 'editing' || context.failure) return;
    focusFirstError(context.errors, payId);
  }, [attempt, actor]);

  if (state === 'paid') {
    const last = [...booking.ledger]
      .reverse()
      .find((l) => l.kind === 'BALANCE' || l.kind === 'FULL');
    return (
      <>
        <h3 ref={result} tabIndex={-1}>
          Thank you: your booking is paid in full
        </h3>
        <p role="status">
          We have received {last ? formatMoney(last.amount) : 'your payment'}
          {last?.cardLast4 ? ` from the card ending ${last.cardLast4}` : ''}. A receipt is on its
          way to {booking.email}.
        </p>
        <BookingSummary booking={booking} />
      </>
    );
  }

  const nothing =
    failure?.code === 'NOTHING_DUE'
      ? 'Nothing is due on this booking: it is already paid in full.'
      : nothingDue(booking);
  if (nothing) {
    return (
      <>
        <BookingSummary booking={booking} />
        <p className="tours-notice" role="status">
          {nothing}
        </p>
      </>
    );
  }

  if (state === 'authenticating' && challengeUrl) {
    return (
      <>
        <BookingSummary booking={booking} />
        <p role="status" className="visually-hidden">
          Your bank asks you to confirm the payment.
        </p>
        <PaymentChallenge
          challengeUrl={challengeUrl}
          onFinished={() => actor.send({ type: 'challenge.finished' })}
          onCancelled={() => actor.send({ type: 'challenge.cancelled' })}
        />
      </>
    );
  }

  const processing = state === 'processing';
  return (
    <>
      <BookingSummary booking={booking} />
      <form onSubmit={submit} noValidate aria-labelledby="pay-title">
        <h3 id="pay-title">
          Pay {formatMoney(booking.balance)}
          {booking.balanceDueOn ? `, due ${formatDate(booking.balanceDueOn)}` : ''}
        </h3>
        {failure && (
          <p className="tours-notice" role="alert" tabIndex={-1} ref={failureRef}>
            {failure.message}
          </p>
        )}
        <ChargedInNote
          amount={Number(booking.balance.amount)}
          currency={booking.balance.currencyCode}
        />
        <CardFields
          values={card}
          errors={errors}
          idOf={payId}
          className="tours-field"
          alert
          onChange={(field, value) => actor.send({ type: 'field.changed', field, value })}
        />
        <p role="status" className="visually-hidden">
          {processing ? 'Processing your payment…' : ''}
        </p>
        <button type="submit" disabled={processing}>
          {processing
            ? 'Processing…'
            : failure?.retrySameKey
              ? 'Try again'
              : `Pay ${formatMoney(booking.balance)}`}
        </button>
      </form>
    </>
  );
}
