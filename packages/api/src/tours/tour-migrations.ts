import type { Migration } from 'kysely';
import { tourLimitsMigration } from './tour-limits-migration';
import { toursMigration } from './tour-migration';

/** Tours' migrations, by the names they shipped under (compose/migrations.ts registers them). */
export const tourMigrations: Record<string, Migration> = {
  '0008_tours': toursMigration,
  '0009_tour_limits': tourLimitsMigration,
};
