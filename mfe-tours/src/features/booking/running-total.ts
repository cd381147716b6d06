/**
 * The booking's running total (issue 31; FareHarbor and Bókun show one on every step): what the
 * choices made so far come to, before the API's quote exists, and the quote's total once it does.
 * Pure: no React. Sums in minor units so that 2 × 2,490.10 is 4,980.20 exactly.
 */
import type { Money, Occupancy } from './booking-rules';

export interface RunningTotalInput {
  travellerCount: number;
  rooms: ReadonlyArray<{ occupancy: Occupancy }>;
  /** Each traveller's room index (-1 or missing: not placed yet). */
  roomOf: readonly number[];
  preExtension: boolean;
  postExtension: boolean;
  /** The API's quote, when it matches the current choices (review and payment). */
  quoteTotal: Money | null;
}

export interface RunningTotalPrices {
  priceSingle: Money;
  priceDouble: Money;
  preExtension: { priceSingle: Money; priceDouble: Money } | null;
  postExtension: { priceSingle: Money; priceDouble: Money } | null;
}

export interface RunningTotal {
  /** In the currency's major unit (dollars, euros). */
  amount: number;
  currencyCode: string;
  /** The API's quote: what will be charged, not an estimate. */
  quoted: boolean;
  /** How many travellers are counted in a single room (the rest share a double). */
  singles: number;
}

/** A money amount as the API writes it ("2490.10") in cents; NaN for anything else. */
const cents = (money: Money) =>
  /^\d{1,9}(\.\d{1,2})?$/.test(money.amount.trim()) ? Math.round(Number(money.amount) * 100) : NaN;

/** The total so far; null when a price is unreadable or the prices are in more than one currency. */
export function runningTotal(
  input: RunningTotalInput,
  prices: RunningTotalPrices,
): RunningTotal | null {
  if (input.quoteTotal) {
    const amount = cents(input.quoteTotal);
    if (!Number.isFinite(amount)) return null;
    return {
      amount: amount / 100,
      currencyCode: input.quoteTotal.currencyCode,
      quoted: true,
      singles: 0,
    };
  }
  const count = Math.max(0, Math.floor(input.travellerCount));
  const lines: Money[] = [];
  let singles = 0;
  for (let i = 0; i < count; i += 1) {
    // Until the rooms are chosen, everyone is counted sharing a double: the "from" price.
    const single = input.rooms[input.roomOf[i] ?? -1]?.occupancy === 'SINGLE';
    if (single) singles += 1;
    const pick = (p: { priceSingle: Money; priceDouble: Money }) =>
      single ? p.priceSingle : p.priceDouble;
    lines.push(pick(prices));
    if (input.preExtension && prices.preExtension) lines.push(pick(prices.preExtension));
    if (input.postExtension && prices.postExtension) lines.push(pick(prices.postExtension));
  }
  const currencyCode = prices.priceDouble.currencyCode;
  if (lines.some((line) => line.currencyCode !== currencyCode)) return null;
  let total = 0;
  for (const line of lines) {
    const value = cents(line);
    if (!Number.isFinite(value)) return null;
    total += value;
  }
  return { amount: total / 100, currencyCode, quoted: false, singles };
}
