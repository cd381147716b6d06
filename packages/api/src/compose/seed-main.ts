import { closeDatabase, createDatabase } from '../db/database';
import { migrate } from './migrations';
import { seed } from '../db/seed';

/** `pnpm --filter @site/api seed`: migrate and seed the database named by DATABASE_URL. */
async function main(): Promise<void> {
  const db = createDatabase(process.env.DATABASE_URL);
  try {
    await migrate(db);
    await seed(db);
    const { count } = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    console.log(`[api] catalogue seeded: ${Number(count)} products`);
  } finally {
    await closeDatabase(db);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
