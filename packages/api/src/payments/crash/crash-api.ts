import type { AddressInfo } from 'node:net';
import express from 'express';
import { checkoutRouter } from '../../checkout/checkout-router';
import { CustomerService } from '../../customer/customer-service';
import { closeDatabase, createDatabase } from '../../db/database';
import type { MailMessage } from '../../mail/mailer';
import { createProductGraphqlRouter } from '../../compose/product-graphql';
import type { ChargeRequest, ConfirmResult } from '../provider';
import { areasWith } from '../test-areas';
import { TestPaymentProvider } from '../test-provider';

/*
 * The API process the crash suite kills (crash.test.ts): giving and tours over the product GraphQL
 * and the shop's checkout (`/api/checkout/:token/complete`) on DATABASE_URL (already migrated and
 * seeded), on an ephemeral port it prints as `port <n>`. The provider
 * answers CRASH_CHARGE_DELAY_MS (at most, at random) after it has charged, so a kill lands between a
 * charge and its record. CRASH_CLOCK_OFFSET_MS moves this process's clock on, standing in for the
 * minutes between a crash and a retry; POST /reconcile runs the reconciler once.
 */
const offset = Number(process.env.CRASH_CLOCK_OFFSET_MS ?? 0);
const delay = Number(process.env.CRASH_CHARGE_DELAY_MS ?? 0);
const clock = () => new Date(Date.now() + offset);

/** Also prints every charge and refund it makes (`charge <key> <id>`, `refund <id> <amount>`): the bank statement the suite checks against. */
class SlowAnswers extends TestPaymentProvider {
  override async confirm(request: ChargeRequest): Promise<ConfirmResult> {
    const before = this.charges.length;
    const result = await super.confirm(request);
    if (this.charges.length > before && result.ok === true)
      process.stdout.write(`charge ${request.idempotencyKey} ${result.chargeId}\n`);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * delay));
    return result;
  }

  override async refund(chargeId: string, amount?: number, idempotencyKey?: string): Promise<void> {
    await super.refund(chargeId, amount, idempotencyKey);
    process.stdout.write(`refund ${chargeId} ${amount ?? 'all'}\n`);
  }
}

async function main() {
  const db = createDatabase(process.env.DATABASE_URL);
  const provider = new SlowAnswers(clock, db);
  const mails: MailMessage[] = [];
  const mailer = { send: async (m: MailMessage) => void mails.push(m) };
  const customers = new CustomerService(db, { mailer });
  const areas = areasWith({
    db,
    provider,
    mailer,
    clock,
    projectId: 'crash-project',
    startsOn: '2030-09-06',
    withCheckout: true,
  });
  const { giving, tours, reconciler } = areas;
  // withCheckout makes both.
  const checkout = areas.checkout!;
  const confirmations = areas.confirmations!;
  const app = express();
  app.use('/graphql', createProductGraphqlRouter({ db, customers, giving, tours }));
  app.use('/api/checkout/:token/complete', express.json());
  app.use('/api', checkoutRouter(db, checkout, 'https://history.example.org'));
  app.post('/reconcile', (_req, res, next) => {
    reconciler
      .run()
      .then(async (summary) => {
        await confirmations.idle();
        res.json({ summary, mails: mails.length });
      })
      .catch(next);
  });
  const server = app.listen(0, '127.0.0.1', () => {
    process.stdout.write(`port ${(server.address() as AddressInfo).port}\n`);
  });
  process.on('SIGTERM', () => {
    server.close();
    void tours.idle().then(() => closeDatabase(db));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
