import type { TourView } from '../../../shared/content/tour-view';
import type { Departure, ExtensionOffer } from '../api/booking-types';
import { formatDay, formatMoney, type Money } from '../booking-rules';
import { FieldError, fieldId, invalid } from './booking-form-parts';
import { type BookingActor, useFields } from './use-booking-actor';

/** The departure's extension, or the content's when the API has none for it. */
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

export function ExtensionsStep({
  actor,
  departure,
  tour,
}: {
  actor: BookingActor;
  departure: Departure;
  tour: TourView;
}) {
  const {
    preExtension: pre,
    postExtension: post,
    errors,
  } = useFields(actor, 'preExtension', 'postExtension', 'errors');
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
              checked={kind === 'pre' ? pre : post}
              onChange={(e) =>
                actor.send({ type: 'extension.toggled', kind, value: e.target.checked })
              }
              {...invalid(key, errors)}
            />
            <label htmlFor={fieldId(key)}>
              {kind === 'pre' ? 'Pre-tour extension' : 'Post-tour extension'}: {offer!.title}
              {offer!.startsOn ? ` (from ${formatDay(offer!.startsOn)})` : ''} —{' '}
              {formatMoney(offer!.priceDouble)} per person sharing a double room,{' '}
              {formatMoney(offer!.priceSingle)} in a single room
            </label>
            <FieldError name={key} errors={errors} />
          </div>
        );
      })}
    </fieldset>
  );
}
