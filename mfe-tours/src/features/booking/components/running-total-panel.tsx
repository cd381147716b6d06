import { formatMoney as formatAmount } from '@site/contracts/money';
import type { Money } from '../booking-rules';
import { runningTotal, type RunningTotalPrices } from '../running-total';
import { type BookingActor, useFields } from './use-booking-actor';

/**
 * The running total beside the booking's steps: the choices so far at the departure's prices, then
 * the quote. Its figure is an `<output>` (a polite status), so a screen reader hears it when it
 * changes, never on arrival.
 */
export function RunningTotalPanel({
  actor,
  prices,
  quoteTotal,
}: {
  actor: BookingActor;
  prices: RunningTotalPrices;
  /** The API's quote total while the step shows it (review, payment): the one to show. */
  quoteTotal: Money | null;
}) {
  const { travellerCount, rooms, roomOf, preExtension, postExtension } = useFields(
    actor,
    'travellerCount',
    'rooms',
    'roomOf',
    'preExtension',
    'postExtension',
  );
  const total = runningTotal(
    { travellerCount, rooms, roomOf, preExtension, postExtension, quoteTotal },
    prices,
  );
  if (!total) return null;
  const n = travellerCount;
  const who = `${n} ${n === 1 ? 'traveller' : 'travellers'}`;
  const basis = total.quoted
    ? `Total for ${who}`
    : total.singles > 0
      ? `So far for ${who}`
      : `So far for ${who}${n > 1 ? ' sharing' : ''}`;
  return (
    <section className="booking-total" aria-label="Running total">
      <p>
        <span className="booking-total__label">{basis}</span>{' '}
        <output className="booking-total__amount">
          {formatAmount(total.amount, total.currencyCode)}
        </output>
      </p>
      {!total.quoted && (
        <p className="booking-total__note">The exact price is worked out before you pay.</p>
      )}
    </section>
  );
}
