import type { Departure } from '../api/booking-types';
import { formatMoney } from '../booking-rules';
import { Field, FieldError, fieldId, invalid } from './booking-form-parts';
import { travellerName } from './travellers-step';
import { type BookingActor, useFields } from './use-booking-actor';

export function RoomsStep({ actor, departure }: { actor: BookingActor; departure: Departure }) {
  const {
    travellers: all,
    travellerCount: count,
    rooms,
    roomOf,
    errors,
  } = useFields(actor, 'travellers', 'travellerCount', 'rooms', 'roomOf', 'errors');
  const travellers = all.slice(0, count);
  return (
    <>
      <p className="booking-hint">
        A double room is shared by exactly two travellers ({formatMoney(departure.priceDouble)} per
        person); a single room has one ({formatMoney(departure.priceSingle)}). Left now:{' '}
        {departure.doubleRoomsLeft} double and {departure.singleRoomsLeft} single rooms.
      </p>
      <div id={fieldId('rooms')} tabIndex={-1}>
        <FieldError name="rooms" errors={errors} />
      </div>
      {rooms.map((room, r) => (
        <fieldset
          key={r}
          className="booking-room"
          id={fieldId(`rooms.${r}`)}
          {...invalid(`rooms.${r}`, errors)}
        >
          <legend>Room {r + 1}</legend>
          <Field name={`rooms.${r}.occupancy`} label={`Room ${r + 1} occupancy`} errors={{}}>
            <select
              value={room.occupancy}
              onChange={(e) =>
                actor.send({
                  type: 'room.occupancy',
                  room: r,
                  occupancy: e.target.value === 'DOUBLE' ? 'DOUBLE' : 'SINGLE',
                })
              }
            >
              <option value="DOUBLE">Double (two travellers)</option>
              <option value="SINGLE">Single (one traveller)</option>
            </select>
          </Field>
          <p>
            In this room:{' '}
            {travellers
              .flatMap((t, i) => (roomOf[i] === r ? [travellerName(t, i)] : []))
              .join(' and ') || 'nobody yet'}
          </p>
          <FieldError name={`rooms.${r}`} errors={errors} />
          {rooms.length > 1 && (
            <button type="button" onClick={() => actor.send({ type: 'room.removed', room: r })}>
              Remove room {r + 1}
            </button>
          )}
        </fieldset>
      ))}
      <p>
        <button
          type="button"
          onClick={() => actor.send({ type: 'room.added' })}
          disabled={rooms.length >= count}
        >
          Add a room
        </button>
      </p>
      <fieldset className="booking-room-assign">
        <legend>Who sleeps where</legend>
        {travellers.map((t, i) => (
          <Field
            key={i}
            name={`roomOf.${i}`}
            label={`Room for ${travellerName(t, i, 'traveller')}`}
            errors={errors}
          >
            <select
              value={String(roomOf[i] ?? -1)}
              onChange={(e) =>
                actor.send({ type: 'traveller.room', index: i, room: Number(e.target.value) })
              }
            >
              <option value="-1">Choose…</option>
              {rooms.map((room, r) => (
                <option key={r} value={r}>
                  Room {r + 1} ({room.occupancy === 'DOUBLE' ? 'double' : 'single'})
                </option>
              ))}
            </select>
          </Field>
        ))}
      </fieldset>
    </>
  );
}
