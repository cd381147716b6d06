import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken, newReference, SeatsUnavailable, type TourContext } from './context';
import type { CleanBooking } from './tour-input';
import type { quoteFor } from './tour-pricing';
import { type DepartureTable, type HoldTable, toursDb } from './tour-tables';

/** A booking as its payment attempt keeps it until written: the submission without its card, but the last digits. */
export type BookingRecord = Omit<CleanBooking, 'card'> & { cardLast4: string };

/**
 * Writes a paid booking in the transaction that completes its payment attempt (bookings.ts, and the
 * reconciler after a crash): the hold converted (or SeatsUnavailable, and the transaction rolls
 * back), the booking, its travellers and rooms, its payment, the waitlist entry it came from, and
 * the idempotency key's answer. All or nothing.
 */
export async function writeBookingIn(
  ctx: TourContext,
  tx: Transaction<Database>,
  input: BookingRecord,
  customerId: string | null,
  hold: HoldTable,
  departure: DepartureTable,
  q: ReturnType<typeof quoteFor>,
  kind: 'full' | 'deposit',
  chargeId: string,
  bookingId: string,
  token: string,
) {
  const at = ctx.iso();
  const trx = toursDb(tx);
  const converted = await trx
    .updateTable('tour_holds')
    .set({ status: 'converted', updated_at: at })
    .where('id', '=', hold.id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (Number(converted.numUpdatedRows) !== 1) throw new SeatsUnavailable();
  await trx
    .insertInto('tour_bookings')
    .values({
      id: bookingId,
      reference: newReference(),
      access_hash: hashToken(token),
      departure_id: departure.id,
      hold_id: hold.id,
      customer_id: customerId,
      contact_name: input.contact.name,
      email: input.contact.email,
      phone: input.contact.phone,
      status: kind === 'full' ? 'paid' : 'confirmed',
      seats: input.travellers.length,
      single_rooms: hold.single_rooms,
      double_rooms: hold.double_rooms,
      pre_extension: input.preExtension ? 1 : 0,
      post_extension: input.postExtension ? 1 : 0,
      currency: departure.currency,
      lines_json: JSON.stringify(q.lines),
      total: q.total,
      deposit: q.deposit,
      paid: q.dueNow,
      refunded: 0,
      balance_due_on: q.balanceDueOn,
      policy_json: JSON.stringify(ctx.settings.policy),
      reminder_sent_at: null,
      calendar_sequence: 0,
      version: 1,
      created_at: at,
      updated_at: at,
      cancelled_at: null,
      cancel_reason: null,
    })
    .execute();
  const roomOf = new Map<number, number>();
  input.rooms.forEach((room, i) => room.travellers.forEach((t) => roomOf.set(t, i)));
  await trx
    .insertInto('tour_travellers')
    .values(
      input.travellers.map((t, position) => ({
        booking_id: bookingId,
        position,
        first_name: t.firstName,
        last_name: t.lastName,
        date_of_birth: t.dateOfBirth,
        email: t.email,
        phone: t.phone,
        emergency_name: t.emergencyContactName,
        emergency_phone: t.emergencyContactPhone,
        dietary: t.dietaryNotes,
        accessibility: t.accessibilityNotes,
        room: roomOf.get(position) ?? 0,
        occupancy: input.rooms[roomOf.get(position) ?? 0]?.occupancy ?? 'single',
      })),
    )
    .execute();
  await trx
    .insertInto('tour_payments')
    .values({
      id: randomUUID(),
      booking_id: bookingId,
      kind,
      amount: q.dueNow,
      currency: departure.currency,
      charge_id: chargeId,
      card_last4: input.cardLast4,
      idempotency_key: `book_${input.idempotencyKey}`,
      created_at: at,
    })
    .execute();
  if (hold.waitlist_id)
    await trx
      .updateTable('tour_waitlist')
      .set({ status: 'booked', updated_at: at })
      .where('id', '=', hold.waitlist_id)
      .execute();
  await ctx.keys.finish(input.idempotencyKey, { bookingId, token }, trx as never);
}
