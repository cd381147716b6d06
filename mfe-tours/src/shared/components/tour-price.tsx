import { useChosenCurrency } from '@site/app-state/react';
import { convertMoney, formatMoney } from '@site/contracts/money';
import type { CurrencyRate } from '@site/contracts/page-data';
import { useRates } from '@site/ui/use-rates';

/** Tours are sold and charged in US dollars: the price list and the payment are in this currency. */
export const TOUR_CURRENCY = 'USD';

/**
 * A tour price in the tour's own currency, and, when the visitor chose another currency, that
 * price converted with the build's rates and labelled approximate: the card is charged in the
 * tour's currency, so the converted figure is a guide, not a quote. Nothing extra while hydrating
 * or without a rate (the prerendered HTML has only the tour's price).
 */
export function TourPrice({
  amount,
  currency = TOUR_CURRENCY,
  rates,
}: {
  amount: number;
  currency?: string;
  /** Rates the page already has; without them the build's are read after mounting. */
  rates?: readonly CurrencyRate[];
}) {
  return (
    <>
      {formatMoney(amount, currency)}
      <Approximately amount={amount} currency={currency} rates={rates} />
    </>
  );
}

export function Approximately({
  amount,
  currency,
  rates: given,
}: {
  amount: number;
  currency: string;
  rates?: readonly CurrencyRate[] | undefined;
}) {
  const chosen = useChosenCurrency();
  const rates = useRates(given);
  if (!chosen || chosen === currency) return null;
  const converted = convertMoney(amount, currency, chosen, rates);
  if (converted === null) return null;
  return (
    <span className="tour-price-approx">
      {' '}
      (about {formatMoney(converted, chosen, { whole: true })}, approximate)
    </span>
  );
}

const CURRENCY_NAMES: Record<string, string> = {
  USD: 'US dollars',
  GBP: 'pounds sterling',
  EUR: 'euros',
  CAD: 'Canadian dollars',
  AUD: 'Australian dollars',
  NZD: 'New Zealand dollars',
};

/**
 * Said before paying: the card is charged in the tour's currency, whatever currency the visitor
 * chose for the site; the converted figure (when there is one) is only a guide.
 */
export function ChargedInNote({
  amount,
  currency,
  rates,
}: {
  amount: number;
  currency: string;
  rates?: readonly CurrencyRate[];
}) {
  const name = CURRENCY_NAMES[currency] ?? currency;
  return (
    <p className="booking-hint tour-charge-currency">
      Tours are charged in {name} ({currency}): your card is charged {formatMoney(amount, currency)}{' '}
      now
      <Approximately amount={amount} currency={currency} rates={rates} />. Your bank converts it at
      its own rate.
    </p>
  );
}
