import type { AttemptCompleter } from '../payments/reconciler';
import type { Payments } from '../payments/take-payment';
import {
  DonationContext,
  type DonationView,
  type GivingServiceOptions,
  type RecurringView,
} from './donation-context';
import type { DonationTable, GivingDb, RecurringTable } from './donation-tables';
import { OneOffGifts } from './one-off';
import type { GivingCatalogue } from './project-catalogue';
import { type RecurringAttempt, RecurringGifts } from './recurring';
import { DonationStats } from './stats';

/*
 * The donations service (issue 16) as the resolvers, the scheduler, the CLI and the tests see it: a
 * thin facade over its parts, which share one DonationContext (donation-context.ts):
 * - one-off.ts: the `donate` submission (idempotency key, limits) and one-off gifts, and the
 *   reconciler's completer for a gift whose request died after its charge;
 * - recurring.ts: a schedule's first gift, the scheduler's charge of a later period (both on the
 *   shared payments ledger), the reconciler's completer for a period's charge, and the donor's
 *   changes to their own schedules;
 * - stats.ts: receipts, a donor's history, project totals and supporters.
 */

export { PENDING_TAKEOVER_MS } from '../db/idempotency-keys';
export { CHARGE_LEASE_MS } from './recurring';
export type {
  DonationView,
  GivingServiceOptions,
  MoneyView,
  RecurringView,
} from './donation-context';

export class GivingService {
  readonly db: GivingDb;
  /** Gifts are charged through the payments module (ledger, provider key, reconciler). */
  readonly payments: Payments;
  private readonly ctx: DonationContext;
  private readonly oneOff: OneOffGifts;
  private readonly recurring: RecurringGifts;
  private readonly stats: DonationStats;

  constructor(options: GivingServiceOptions) {
    this.ctx = new DonationContext(options);
    this.db = this.ctx.db;
    this.payments = this.ctx.payments;
    this.recurring = new RecurringGifts(this.ctx);
    this.oneOff = new OneOffGifts(this.ctx, this.recurring);
    this.stats = new DonationStats(this.ctx);
  }

  get catalogue(): GivingCatalogue {
    return this.ctx.options.catalogue;
  }

  // ——— Gifts (one-off.ts) ———

  quote(amount: unknown, currency: unknown, coverFees: boolean) {
    return this.oneOff.quote(amount, currency, coverFees);
  }

  /** `donate`: the gift, or why not; never half a gift. `clientAddress` is the connection's peer, what the limits count by. */
  donate(raw: unknown, customerId: string | null, clientAddress: string) {
    return this.oneOff.donate(raw, customerId, clientAddress);
  }

  /** How the reconciler completes, or gives up on, a gift whose request stopped after its charge. */
  giftCompleter(): AttemptCompleter {
    return this.oneOff.giftCompleter();
  }

  // ——— Reads (stats.ts) ———

  /** A ledger row as the API shows it. The receipt URL carries the token when the caller has it. */
  view(row: DonationTable, receiptToken: string | null): Promise<DonationView> {
    return this.ctx.view(row, receiptToken);
  }

  donation(id: string, token: string | null, customerId: string | null) {
    return this.stats.donation(id, token, customerId);
  }

  history(customerId: string, year: number | null) {
    return this.stats.history(customerId, year);
  }

  projectStats(ids: string[] | null) {
    return this.stats.projectStats(ids);
  }

  supporters(projectId: string, first: number) {
    return this.stats.supporters(projectId, first);
  }

  // ——— Recurring gifts (recurring.ts) ———

  /** The scheduler's step: one period of one schedule, charged at most once however many processes try. */
  chargePeriod(scheduleId: string, period: string, attempt: number) {
    return this.recurring.chargePeriod(scheduleId, period, attempt);
  }

  /** A schedule's charges in the payments ledger, oldest first (the scheduler's retry state). */
  recurringAttempts(scheduleId: string): Promise<RecurringAttempt[]> {
    return this.recurring.attemptsOf(scheduleId);
  }

  /** How the reconciler completes, or refunds, a period's charge whose process died after it. */
  recurringCompleter(): AttemptCompleter {
    return this.recurring.recurringCompleter();
  }

  recurringFor(customerId: string): Promise<RecurringView[]> {
    return this.recurring.recurringFor(customerId);
  }

  recurringView(row: RecurringTable): Promise<RecurringView> {
    return this.recurring.recurringView(row);
  }

  donationsOfRecurring(recurringId: string): Promise<DonationView[]> {
    return this.recurring.donationsOfRecurring(recurringId);
  }

  recurringById(id: string): Promise<RecurringTable | undefined> {
    return this.recurring.recurringById(id);
  }

  updateAmount(
    id: string,
    customerId: string | null,
    expectedVersion: unknown,
    rawAmount: unknown,
    coverFees: boolean,
  ) {
    return this.recurring.updateAmount(id, customerId, expectedVersion, rawAmount, coverFees);
  }

  /** A new card is checked with the provider, which can decline it: the same limits as a gift's payment. */
  updateCard(
    id: string,
    customerId: string | null,
    expectedVersion: unknown,
    rawCard: unknown,
    clientAddress: string,
  ) {
    return this.recurring.updateCard(id, customerId, expectedVersion, rawCard, clientAddress);
  }

  pause(id: string, customerId: string | null, expectedVersion: unknown) {
    return this.recurring.pause(id, customerId, expectedVersion);
  }

  resume(id: string, customerId: string | null, expectedVersion: unknown) {
    return this.recurring.resume(id, customerId, expectedVersion);
  }

  cancel(id: string, customerId: string | null, expectedVersion: unknown) {
    return this.recurring.cancel(id, customerId, expectedVersion);
  }
}
