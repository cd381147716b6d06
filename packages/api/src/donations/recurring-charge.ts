import type { GivingService } from './donation-service';

/**
 * Charges ONE period of a recurring gift, idempotently (see GivingService.chargePeriod): safe to call
 * from several scheduler processes at once; at most one charge per schedule and period.
 */
export function chargeRecurringPeriod(
  giving: GivingService,
  scheduleId: string,
  periodKey: string,
  attempt = 1,
) {
  return giving.chargePeriod(scheduleId, periodKey, attempt);
}
