import type { CurrencyRate } from '@site/contracts/page-data';
import type { Money } from '../money/money';
import { progressFigures } from '../money/progress';
import { useVisitorCurrency } from '../money/use-visitor-currency';
import { ProgressBar } from './progress-bar';

/**
 * A project's progress in the visitor's currency. `donations` is the API's real giving, absent in
 * the prerendered HTML and whenever the API cannot be reached: the content's figure then stands.
 */
export function ProjectProgress({
  goalUsd,
  contentRaisedUsd,
  donations,
  rates,
}: {
  goalUsd: number;
  contentRaisedUsd: number;
  donations?: readonly Money[];
  rates: readonly CurrencyRate[];
}) {
  const currency = useVisitorCurrency();
  const figures = progressFigures({ goalUsd, contentRaisedUsd, donations }, currency, rates);
  return <ProgressBar figures={figures} live={donations !== undefined} />;
}
