import { type Kysely, type Migration, sql } from 'kysely';
import { createAreaKeysTable } from '../db/idempotency-keys-migration';

/*
 * 0008_tours: departures (made from the CMS tours), seat holds, bookings with their travellers and
 * rooms, the payment ledger (charges and refunds), booking idempotency keys, the waitlist, interest
 * entries and the notices sent about them. Portable columns only (integer, text); money is integer
 * minor units beside its currency; dates are YYYY-MM-DD text, instants ISO text.
 *
 * Seats are counted on the departure row: seats_taken covers active holds and live bookings, and is
 * only ever changed by a conditional UPDATE that re-checks capacity in the same statement.
 */
export const toursMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tour_departures')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tour_uid', 'text', (c) => c.notNull())
      .addColumn('tour_title', 'text', (c) => c.notNull())
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('timezone', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('price_single', 'integer', (c) => c.notNull().check(sql`price_single >= 0`))
      .addColumn('price_double', 'integer', (c) => c.notNull().check(sql`price_double >= 0`))
      .addColumn('extensions_json', 'text', (c) => c.notNull())
      .addColumn('seats_total', 'integer', (c) => c.notNull())
      .addColumn('seats_taken', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`seats_taken >= 0`),
      )
      .addColumn('single_rooms_total', 'integer', (c) => c.notNull())
      .addColumn('single_rooms_taken', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`single_rooms_taken >= 0`),
      )
      .addColumn('double_rooms_total', 'integer', (c) => c.notNull())
      .addColumn('double_rooms_taken', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`double_rooms_taken >= 0`),
      )
      .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint(
        'tour_departures_capacity',
        sql`seats_taken <= seats_total and single_rooms_taken <= single_rooms_total and double_rooms_taken <= double_rooms_total`,
      )
      .execute();
    await db.schema
      .createIndex('tour_departures_tour')
      .on('tour_departures')
      .columns(['tour_uid', 'starts_on'])
      .execute();

    await db.schema
      .createTable('tour_holds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('departure_id', 'text', (c) => c.notNull().references('tour_departures.id'))
      .addColumn('seats', 'integer', (c) => c.notNull().check(sql`seats > 0`))
      .addColumn('single_rooms', 'integer', (c) => c.notNull())
      .addColumn('double_rooms', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('waitlist_id', 'text')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('tour_holds_due')
      .on('tour_holds')
      .columns(['status', 'expires_at'])
      .execute();

    await db.schema
      .createTable('tour_bookings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('access_hash', 'text', (c) => c.notNull())
      .addColumn('departure_id', 'text', (c) => c.notNull().references('tour_departures.id'))
      .addColumn('hold_id', 'text', (c) => c.notNull().unique())
      .addColumn('customer_id', 'text')
      .addColumn('contact_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('seats', 'integer', (c) => c.notNull())
      .addColumn('single_rooms', 'integer', (c) => c.notNull())
      .addColumn('double_rooms', 'integer', (c) => c.notNull())
      .addColumn('pre_extension', 'integer', (c) => c.notNull())
      .addColumn('post_extension', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('lines_json', 'text', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull().check(sql`total >= 0`))
      .addColumn('deposit', 'integer', (c) => c.notNull().check(sql`deposit >= 0`))
      .addColumn('paid', 'integer', (c) => c.notNull().check(sql`paid >= 0`))
      .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('balance_due_on', 'text')
      .addColumn('policy_json', 'text', (c) => c.notNull())
      .addColumn('reminder_sent_at', 'text')
      .addColumn('calendar_sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('cancelled_at', 'text')
      .addColumn('cancel_reason', 'text')
      .addCheckConstraint('tour_bookings_paid', sql`paid <= total and refunded <= paid`)
      .execute();
    await db.schema
      .createIndex('tour_bookings_departure')
      .on('tour_bookings')
      .columns(['departure_id', 'status'])
      .execute();
    await db.schema
      .createIndex('tour_bookings_customer')
      .on('tour_bookings')
      .column('customer_id')
      .execute();
    await db.schema
      .createIndex('tour_bookings_due')
      .on('tour_bookings')
      .columns(['status', 'balance_due_on'])
      .execute();

    await db.schema
      .createTable('tour_travellers')
      .addColumn('booking_id', 'text', (c) => c.notNull().references('tour_bookings.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('date_of_birth', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('emergency_name', 'text', (c) => c.notNull())
      .addColumn('emergency_phone', 'text', (c) => c.notNull())
      .addColumn('dietary', 'text')
      .addColumn('accessibility', 'text')
      .addColumn('room', 'integer', (c) => c.notNull())
      .addColumn('occupancy', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('tour_travellers_pk', ['booking_id', 'position'])
      .execute();

    // The ledger: every charge and every refund is its own line, never edited.
    await db.schema
      .createTable('tour_payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('booking_id', 'text', (c) => c.notNull().references('tour_bookings.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('charge_id', 'text', (c) => c.notNull())
      .addColumn('card_last4', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('tour_payments_booking')
      .on('tour_payments')
      .column('booking_id')
      .execute();
    await db.schema
      .createTable('tour_refunds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('booking_id', 'text', (c) => c.notNull().unique().references('tour_bookings.id'))
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('days_before', 'integer', (c) => c.notNull())
      .addColumn('tier_json', 'text')
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('refund_ids', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await createAreaKeysTable(db, 'tour_idempotency_keys');

    await db.schema
      .createTable('tour_waitlist')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('departure_id', 'text', (c) => c.notNull().references('tour_departures.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('seats', 'integer', (c) => c.notNull().check(sql`seats > 0`))
      // The queue order: one more than the departure's last, unique, so equal timestamps never tie.
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('hold_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('tour_waitlist_position', ['departure_id', 'position'])
      .execute();
    await db.schema
      .createIndex('tour_waitlist_queue')
      .on('tour_waitlist')
      .columns(['departure_id', 'status', 'position'])
      .execute();

    await db.schema
      .createTable('tour_interest')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('age_range', 'text', (c) => c.notNull())
      .addColumn('locations_json', 'text', (c) => c.notNull())
      .addColumn('tours_json', 'text', (c) => c.notNull())
      .addColumn('party_size', 'integer', (c) => c.notNull())
      .addColumn('message', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('tour_interest_notices')
      .addColumn('interest_id', 'text', (c) => c.notNull().references('tour_interest.id'))
      .addColumn('departure_id', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('tour_interest_notices_pk', ['interest_id', 'departure_id'])
      .execute();
  },
};
