import { customerDb } from '../customer/customer-tables';
import type { Db } from '../db/database';

/**
 * A customer row written straight into the table, for suites that need a signed-in donor or buyer
 * to own something and have no use for the sign-up flow: e-mail `<id>@example.org`, enabled, with a
 * password hash nobody can sign in with.
 */
export async function insertCustomer(
  db: Db,
  id: string,
  at: Date,
  names: { first: string | null; last: string | null } = { first: 'Ruth', last: 'Moab' },
): Promise<string> {
  await customerDb(db)
    .insertInto('customers')
    .values({
      id,
      email: `${id}@example.org`,
      first_name: names.first,
      last_name: names.last,
      phone: null,
      accepts_marketing: 0,
      password_hash: 'x',
      state: 'enabled',
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    })
    .execute();
  return id;
}
