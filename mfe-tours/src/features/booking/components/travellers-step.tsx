import type { TravellerFields } from '../booking-rules';
import { Field, TRAVELLER_LABELS } from './booking-form-parts';
import { type BookingActor, useFields } from './use-booking-actor';

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

/** A traveller's name as typed, or their number. */
export const travellerName = (t: TravellerFields | undefined, i: number, word = 'Traveller') =>
  [t?.firstName, t?.lastName].filter((s) => s?.trim()).join(' ') || `${word} ${i + 1}`;

export function TravellersStep({ actor }: { actor: BookingActor }) {
  const {
    travellers: all,
    travellerCount: count,
    leadIndex,
    errors,
  } = useFields(actor, 'travellers', 'travellerCount', 'leadIndex', 'errors');
  const travellers = all.slice(0, count);
  return (
    <>
      <p className="booking-hint">
        Names as on each traveller’s passport. Anyone under 18 on the start date travels with an
        adult in this booking.
      </p>
      {count > 1 && (
        <Field name="leadIndex" label="Lead traveller (the booking’s contact)" errors={errors}>
          <select
            value={String(leadIndex)}
            onChange={(e) => actor.send({ type: 'lead.changed', index: Number(e.target.value) })}
          >
            {travellers.map((t, i) => (
              <option key={i} value={i}>
                {travellerName(t, i)}
              </option>
            ))}
          </select>
        </Field>
      )}
      {travellers.map((t, i) => {
        const lead = i === leadIndex;
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
                  actor.send({ type: 'traveller.changed', index: i, field, value: e.target.value }),
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
