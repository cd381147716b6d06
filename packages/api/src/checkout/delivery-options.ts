import { formatMoney } from '@site/contracts/money';
import { decimalAmount, type MoneyV2 } from '../commerce/money';
import type { Region } from '../commerce/regions';

/*
 * How an order travels and what that costs, per price region (the region of the shipping country,
 * so the cost is in the currency the order is charged in). The shapes follow the Storefront API's
 * CartDeliveryOption (handle, title, description, estimatedCost) so a hosted store's options could
 * replace this table without the page changing.
 *
 * Standard delivery is free from a threshold of goods (tax included), the usual shop rule; below
 * it, and for express at any amount, the cost is added to the total. The cost carries no tax of its
 * own: in the tax-inclusive regions it is quoted gross, as the goods are.
 */

export const DELIVERY_HANDLES = ['standard', 'express'] as const;
export type DeliveryHandle = (typeof DELIVERY_HANDLES)[number];

interface RegionRates {
  standard: number;
  express: number;
  /** Goods total (minor units) from which standard delivery is free. */
  freeFrom: number;
  standardDays: string;
  expressDays: string;
}

// Minor units of the region's own currency (regions.ts ties each region to one).
const RATES: Record<Region, RegionRates> = {
  GB: {
    standard: 395,
    express: 795,
    freeFrom: 2500,
    standardDays: '2–4 working days',
    expressDays: 'next working day',
  },
  DE: {
    standard: 495,
    express: 1295,
    freeFrom: 3000,
    standardDays: '4–7 working days',
    expressDays: '2–3 working days',
  },
  US: {
    standard: 595,
    express: 1495,
    freeFrom: 3500,
    standardDays: '6–10 working days',
    expressDays: '3–4 working days',
  },
  CA: {
    standard: 795,
    express: 1695,
    freeFrom: 4500,
    standardDays: '7–12 working days',
    expressDays: '3–5 working days',
  },
  AU: {
    standard: 895,
    express: 1995,
    freeFrom: 5000,
    standardDays: '8–14 working days',
    expressDays: '4–6 working days',
  },
  NZ: {
    standard: 895,
    express: 1995,
    freeFrom: 5500,
    standardDays: '8–14 working days',
    expressDays: '4–6 working days',
  },
};

/** One way to deliver, priced for one cart. `cost` is in minor units of `currencyCode`. */
export interface DeliveryOption {
  handle: DeliveryHandle;
  title: string;
  description: string;
  cost: number;
  currencyCode: string;
}

export function isDeliveryHandle(value: unknown): value is DeliveryHandle {
  return typeof value === 'string' && (DELIVERY_HANDLES as readonly string[]).includes(value);
}

/** The options for goods worth `goodsTotal` (minor units, tax included) shipped within `region`; the first is the default. */
export function deliveryOptions(
  region: Region,
  currencyCode: string,
  goodsTotal: number,
): DeliveryOption[] {
  const r = RATES[region];
  const free = goodsTotal >= r.freeFrom;
  return [
    {
      handle: 'standard',
      title: 'Standard delivery',
      description: free
        ? `${r.standardDays}; free on this order`
        : `${r.standardDays}; free from ${formatMoney(decimalAmount(r.freeFrom), currencyCode)} of goods`,
      cost: free ? 0 : r.standard,
      currencyCode,
    },
    {
      handle: 'express',
      title: 'Express delivery',
      description: `${r.expressDays}, tracked`,
      cost: r.express,
      currencyCode,
    },
  ];
}

/** The option as the Storefront API shapes it (CartDeliveryOption), for JSON answers. */
export function deliveryOptionJson(o: DeliveryOption): {
  handle: string;
  title: string;
  description: string;
  estimatedCost: MoneyV2;
} {
  return {
    handle: o.handle,
    title: o.title,
    description: o.description,
    estimatedCost: { amount: decimalAmount(o.cost), currencyCode: o.currencyCode },
  };
}
