import { useAppState } from '@site/app-state/react';
import { useRates } from '@site/ui/use-rates';
import { displayPrice, type Money } from '../money-format';

/** A price in the visitor's chosen currency (spec: prices show in the chosen currency everywhere). */
export function Price({ money, className }: { money: Money; className?: string }) {
  const currency = useAppState((s) => s.currency);
  const rates = useRates();
  return (
    <span className={className ?? 'price'} data-price="">
      {displayPrice(money, currency, rates)}
    </span>
  );
}
