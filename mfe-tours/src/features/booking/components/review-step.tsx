import { ChargedInNote } from '../../../shared/components/tour-price';
import type { Departure, Quote } from '../api/booking-types';
import { formatDay } from '../booking-rules';
import { FieldError, fieldId, invalid } from './booking-form-parts';
import { PriceTable } from './price-table';
import { type BookingActor, useFields } from './use-booking-actor';

function Summary({ actor, departure }: { actor: BookingActor; departure: Departure }) {
  const {
    travellers: all,
    travellerCount: count,
    leadIndex,
    rooms,
    roomOf,
    preExtension: pre,
    postExtension: post,
  } = useFields(
    actor,
    'travellers',
    'travellerCount',
    'leadIndex',
    'rooms',
    'roomOf',
    'preExtension',
    'postExtension',
  );
  const travellers = all.slice(0, count);
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
      <dd>{travellers.map((_, i) => who(i) + (i === leadIndex ? ' (lead)' : '')).join(', ')}</dd>
      <dt>Rooms</dt>
      <dd>
        {rooms
          .map(
            (room, r) =>
              `${room.occupancy === 'DOUBLE' ? 'Double' : 'Single'}: ${travellers.flatMap((_, i) => (roomOf[i] === r ? [who(i)] : [])).join(' and ')}`,
          )
          .join('; ')}
      </dd>
      <dt>Extensions</dt>
      <dd>
        {[
          pre && departure.preExtension
            ? `Pre: ${departure.preExtension.title}`
            : pre
              ? 'Pre-tour extension'
              : '',
          post ? `Post: ${departure.postExtension?.title ?? 'post-tour extension'}` : '',
        ]
          .filter(Boolean)
          .join('; ') || 'None'}
      </dd>
    </dl>
  );
}

function QuotedPrice({ quote, departure }: { quote: Quote; departure: Departure }) {
  return (
    <section aria-labelledby="booking-price-title">
      <h3 id="booking-price-title">Price</h3>
      <PriceTable
        caption="The price, line by line"
        captionHidden
        lines={quote.lines}
        total={quote.total}
        after={[
          ['Deposit', quote.deposit],
          ['Due now', quote.dueNow],
          [
            `Balance${quote.balanceDueOn ? `, due ${formatDay(quote.balanceDueOn)}` : ''}`,
            quote.balance,
          ],
        ]}
      />
      <ChargedInNote amount={Number(quote.dueNow.amount)} currency={quote.dueNow.currencyCode} />
      {departure.fullPaymentAtBooking && (
        <p className="booking-hint">
          The tour starts within the balance window, so the full amount is due now.
        </p>
      )}
    </section>
  );
}

export function ReviewStep({
  actor,
  departure,
  quote,
}: {
  actor: BookingActor;
  departure: Departure;
  /** The API's price of these choices, from urql. */
  quote: Quote | null;
}) {
  const { acceptPolicy, errors } = useFields(actor, 'acceptPolicy', 'errors');
  return (
    <>
      <Summary actor={actor} departure={departure} />
      {quote && <QuotedPrice quote={quote} departure={departure} />}
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
            checked={acceptPolicy}
            onChange={(e) => actor.send({ type: 'policy.toggled', value: e.target.checked })}
            {...invalid('acceptPolicy', errors)}
          />
          <label htmlFor={fieldId('acceptPolicy')}>I accept the cancellation policy</label>
        </div>
        <FieldError name="acceptPolicy" errors={errors} />
      </section>
    </>
  );
}
