import type { Departure } from '../api/booking-api';
import type { BookingContext } from '../machines/booking-machine';
import { runningTotal } from '../running-total';

const formatters = new Map<string, Intl.NumberFormat>();

/** The site's money format (Intl, the currency's own symbol and decimals). */
function formatAmount(amount: number, currencyCode: string): string {
  let format = formatters.get(currencyCode);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency: currencyCode });
    formatters.set(currencyCode, format);
  }
  return format.format(amount);
}

/**
 * The running total beside the booking's steps: the choices so far at the departure's prices, then
 * the quote. Its figure is an `<output>` (a polite status), so a screen reader hears it when it
 * changes, never on arrival.
 */
export function RunningTotalPanel({
  context,
  departure,
  quoted,
}: {
  context: BookingContext;
  departure: Departure;
  /** The step shows the API's quote (review, payment): its total is the one to show. */
  quoted: boolean;
}) {
  const total = runningTotal(
    {
      travellerCount: context.travellerCount,
      rooms: context.rooms,
      roomOf: context.roomOf,
      preExtension: context.preExtension,
      postExtension: context.postExtension,
      quoteTotal: quoted && context.quote ? context.quote.total : null,
    },
    departure,
  );
  if (!total) return null;
  const n = context.travellerCount;
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
