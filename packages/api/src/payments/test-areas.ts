import { CheckoutService } from '../checkout/checkout-service';
import { DeclineGuard } from '../checkout/decline-guard';
import { OrderConfirmations } from '../checkout/order-confirmation';
import type { Db } from '../db/database';
import { GivingService } from '../donations/donation-service';
import { fixedCatalogue } from '../donations/project-catalogue';
import type { Mailer } from '../mail/mailer';
import { fixedTourCatalogue } from '../tours/tour-catalogue';
import { testTour } from '../test-support/tours';
import { testGift } from '../test-support/gifts';
import { DEFAULT_TOUR_SETTINGS } from '../tours/tour-config';
import { TourService } from '../tours/tour-service';
import type { PaymentProvider } from './provider';
import { Reconciler } from './reconciler';
import { Payments } from './take-payment';

/*
 * The areas that take money, as one server process has them, for the payments tests: giving with
 * one project, tours with one departure (crash-tour-<startsOn>: 1 traveller, deposit 500.00 USD),
 * checkout when asked, and a reconciler over them all, on one clock and one provider (the crash
 * suite's API process builds its server from it too).
 */
export const PUBLIC_URL = 'https://history.example.org';
export const DEPARTURE_ID = 'crash-tour-2027-09-06';

export function areasWith(options: {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  clock: () => Date;
  /** The gift's project (default season-4-production) and the tour's start (default 2027-09-06). */
  projectId?: string;
  startsOn?: string;
  /** Checkout too, with its order confirmations and the reconciler's 'order' completer. */
  withCheckout?: boolean;
}) {
  const { db, provider, mailer, clock } = options;
  const projectId = options.projectId ?? 'season-4-production';
  const giving = new GivingService({
    db,
    payments: provider,
    mailer,
    publicUrl: PUBLIC_URL,
    now: clock,
    catalogue: fixedCatalogue([
      { id: projectId, kind: 'PROJECT', title: 'Season 4 Production', goal: null },
    ]),
  });
  const tours = new TourService({
    db,
    payments: provider,
    mailer,
    publicUrl: PUBLIC_URL,
    now: clock,
    log: () => undefined,
    settings: { ...DEFAULT_TOUR_SETTINGS },
    catalogue: fixedTourCatalogue([
      testTour('crash-tour', options.startsOn ?? '2027-09-06', { title: 'Crash tour' }),
    ]),
  });
  const now = () => clock().toISOString();
  const confirmations = options.withCheckout
    ? new OrderConfirmations(db, { mailer, publicUrl: PUBLIC_URL, throttles: null, now })
    : null;
  const checkout = confirmations
    ? new CheckoutService(db, provider, now, null, confirmations)
    : null;
  const reconciler = new Reconciler(
    new Payments(db, provider, new DeclineGuard(null), clock),
    {
      gift: giving.giftCompleter(),
      recurring: giving.recurringCompleter(),
      booking: tours.bookingCompleter(),
      balance: tours.balanceCompleter(),
      ...(checkout ? { order: checkout.orderCompleter() } : {}),
    },
    mailer,
  );
  return { giving, tours, checkout, confirmations, reconciler };
}

export const testCard = (number: string, year: number) => ({
  number,
  expMonth: 12,
  expYear: year,
  cvc: '123',
  name: 'K Zell',
});

const ZELL = {
  title: 'Mrs',
  firstName: 'Katharina',
  lastName: 'Zell',
  email: 'katharina@example.org',
  country: 'GB',
  address: '1 Minster Lane',
  postcode: 'SW1A 1AA',
};

export const giftInput = (key: string, card: ReturnType<typeof testCard>) =>
  testGift({ idempotencyKey: key, amount: '25', donor: ZELL, card });

/** A booking of the hold for one traveller in a single room. */
export const bookingInput = (
  key: string,
  hold: { id: string; token: string },
  card: ReturnType<typeof testCard>,
) => ({
  idempotencyKey: key,
  holdId: hold.id,
  holdToken: hold.token,
  contact: { name: 'Martin Luther', email: 'martin@example.org', phone: '+49 3491 0000' },
  travellers: [
    {
      firstName: 'Martin',
      lastName: 'Luther',
      dateOfBirth: '1970-11-10',
      email: 'martin@example.org',
      phone: '+49 3491 0000',
      emergencyContactName: 'Philipp Melanchthon',
      emergencyContactPhone: '+49 3491 1111',
      dietaryNotes: null,
      accessibilityNotes: null,
    },
  ],
  rooms: [{ occupancy: 'SINGLE', travellers: [0] }],
  preExtension: false,
  postExtension: false,
  acceptPolicy: true,
  card,
});
