import { useSelector } from '@xstate/react';
import type { Quote } from '../api/booking-types';
import { formatMoney } from '../booking-rules';
import { BUSY } from '../machines/booking-steps';
import type { BookingActor } from './use-booking-actor';

/** Back, Continue (or Pay, or Try again) and Start again, under each step. */
export function StepActions({
  actor,
  step,
  quote,
  canBook,
}: {
  actor: BookingActor;
  step: string;
  quote: Quote | null;
  /** Some departure can be chosen: without one the first step has nothing to continue with. */
  canBook: boolean;
}) {
  const state = useSelector(actor, (s) => s.value as string);
  const held = useSelector(actor, (s) => s.context.hold !== null);
  if (state === 'expired' || state === 'confirmed') return null;
  if (step === 'departure' && !canBook) return null;
  const busy = Boolean(BUSY[state]);
  const label =
    state === 'failed'
      ? 'Try again'
      : step === 'payment'
        ? state === 'processing'
          ? 'Processing…'
          : `Pay ${formatMoney(quote?.dueNow)} and book`
        : 'Continue';
  return (
    <div className="booking-actions">
      {step !== 'departure' && (
        <button
          type="button"
          className="button-secondary"
          onClick={() => actor.send({ type: 'booking.back' })}
          disabled={busy}
        >
          Back
        </button>
      )}
      <button type="submit" className="button-primary" disabled={busy}>
        {label}
      </button>
      {held && (
        <button
          type="button"
          className="button-secondary booking-restart"
          onClick={() => actor.send({ type: 'booking.restart' })}
          disabled={busy}
        >
          Start again
        </button>
      )}
    </div>
  );
}
