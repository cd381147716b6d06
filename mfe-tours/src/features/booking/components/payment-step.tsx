import { CardFields } from '@site/ui/forms';
import type { Quote } from '../api/booking-types';
import { formatDay, formatMoney } from '../booking-rules';
import { fieldId } from './booking-form-parts';
import { type BookingActor, useFields } from './use-booking-actor';

export function PaymentStep({
  actor,
  failed,
  quote,
}: {
  actor: BookingActor;
  failed: boolean;
  quote: Quote | null;
}) {
  const { card, errors, failure } = useFields(actor, 'card', 'errors', 'failure');
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
      <CardFields
        values={card}
        errors={errors}
        idOf={fieldId}
        className="booking-field"
        alert
        onChange={(field, value) => actor.send({ type: 'card.changed', field, value })}
      />
    </>
  );
}
