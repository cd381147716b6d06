import { type Migration } from 'kysely';
import { migrationList } from '../db/migrations';
import { MIGRATIONS } from './migrations';

const noop: Migration = { up: async () => undefined };

describe('the registered migrations', () => {
  it('keep the names and the order they shipped with, whichever floor owns them', () => {
    // Kysely refuses a database whose applied migrations are renamed, missing or out of order.
    expect(Object.keys(MIGRATIONS)).toEqual([
      '0001_catalogue',
      '0002_carts',
      '0003_orders',
      '0004_customers',
      '0005_throttles',
      '0006_order_access',
      '0007_giving',
      '0008_tours',
      '0009_tour_limits',
      '0010_giving_references',
      '0011_order_customers',
      '0012_payments',
      '0013_idempotency_keys',
      '0015_recurring_payments',
      '0017_card_authentication',
      '0018_order_shipping_method',
    ]);
  });
});

describe('migrationList', () => {
  it('orders the joined lists by name', () => {
    const joined = migrationList({ '0003_c': noop }, { '0001_a': noop, '0002_b': noop });
    expect(Object.keys(joined)).toEqual(['0001_a', '0002_b', '0003_c']);
  });

  it('refuses a name given twice, or two names sharing a number', () => {
    expect(() => migrationList({ '0001_a': noop }, { '0001_a': noop })).toThrow(
      'migration 0001_a is registered twice',
    );
    expect(() => migrationList({ '0001_a': noop }, { '0001_b': noop })).toThrow(
      'migrations 0001_a and 0001_b share the number 0001',
    );
  });

  it('refuses a name without its four-digit number', () => {
    expect(() => migrationList({ carts: noop })).toThrow(
      'migration name carts is not "NNNN_words"',
    );
  });
});
