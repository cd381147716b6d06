import type { CurrencyRate } from '@site/contracts/page-data';
import { convert, sumMoney, type Money } from './money';

/** What a progress bar shows, in one currency. */
export interface ProgressFigures {
  raised: number;
  goal: number;
  currency: string;
  /** Some donations were in a currency without a rate and are not counted. */
  partial: boolean;
}

export interface ProjectAmounts {
  /** The content's goal (USD). */
  goalUsd: number;
  /** The content's `funds_raised` (USD): gifts made before the online ledger. */
  contentRaisedUsd: number;
  /** The API's real donations, one entry per currency; undefined until (or unless) they are known. */
  donations?: readonly Money[];
}

/**
 * Raised = content `funds_raised` + every real donation converted to USD; then raised and goal are
 * shown in the visitor's currency. Without a USD rate to that currency the figures stay in USD
 * (a correct figure in another currency beats a wrong one in theirs).
 */
export function progressFigures(
  amounts: ProjectAmounts,
  currency: string,
  rates: readonly CurrencyRate[],
): ProgressFigures {
  const live = sumMoney(amounts.donations ?? [], 'USD', rates);
  const raisedUsd = amounts.contentRaisedUsd + live.total;
  const raised = convert(raisedUsd, 'USD', currency, rates);
  const goal = convert(amounts.goalUsd, 'USD', currency, rates);
  if (raised === null || goal === null) {
    return { raised: raisedUsd, goal: amounts.goalUsd, currency: 'USD', partial: live.skipped > 0 };
  }
  return { raised, goal, currency, partial: live.skipped > 0 };
}
