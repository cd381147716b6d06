import { formatMoneyV2 } from '@site/contracts/money';
import { useCallback, useEffect, useState } from 'react';
import { givingClient } from '../../../shared/api/projects-client';

/* The donor's own records on the product GraphQL (packages/api/src/donations/giving-sdl.ts). */

const MONEY = 'amount currencyCode';
export const DONATION_FIELDS = `id reference amount { ${MONEY} } fee { ${MONEY} } total { ${MONEY} } frequency status giftAid giftAidValue { ${MONEY} }
  donor { title firstName lastName country } cardLast4 createdAt receiptUrl project { id title }`;

export const DONATION_QUERY = `query Donation($id: ID!, $token: String) { donation(id: $id, token: $token) { ${DONATION_FIELDS}
  recurringDonation { id frequency status nextChargeAt } } }`;
export const HISTORY_QUERY = `query History($year: Int) { donationHistory(year: $year) { donations { ${DONATION_FIELDS} }
  yearlyTotals { year total { ${MONEY} } giftAid { ${MONEY} } count } } }`;
const RECURRING_FIELDS = `id version frequency status amount { ${MONEY} } fee { ${MONEY} } nextChargeAt cardLast4 cardExpiry giftAid createdAt project { id title } events { at kind message }`;
export const RECURRING_QUERY = `query Recurring { myRecurringDonations { ${RECURRING_FIELDS} } }`;
/**
 * A change to one recurring gift: always to the version the page shows (`$expectedVersion`), so a
 * change from a stale tab is refused (`STALE`) instead of silently winning. `args`/`vars` add the
 * change's own arguments, e.g. `card: $card` / `$card: CardInput!`.
 */
export const recurringMutation = (name: string, args = '', vars = '') =>
  `mutation Change($id: ID!, $expectedVersion: Int!${vars ? `, ${vars}` : ''}) { ${name}(id: $id, expectedVersion: $expectedVersion${args ? `, ${args}` : ''}) { recurringDonation { ${RECURRING_FIELDS} } userErrors { field code message } } }`;

export interface Money {
  amount: string;
  currencyCode: string;
}
export interface Donation {
  id: string;
  reference: string;
  amount: Money;
  fee: Money;
  total: Money;
  frequency: 'ONE_OFF' | 'MONTHLY' | 'YEARLY';
  status: string;
  giftAid: boolean;
  giftAidValue: Money | null;
  donor: { title: string | null; firstName: string; lastName: string; country: string };
  cardLast4: string;
  createdAt: string;
  receiptUrl: string;
  project: { id: string; title: string };
  recurringDonation?: {
    id: string;
    frequency: string;
    status: string;
    nextChargeAt: string | null;
  } | null;
}
export interface Recurring {
  id: string;
  /** The API's version of the gift; every change names it. */
  version: number;
  frequency: 'MONTHLY' | 'YEARLY';
  status: 'ACTIVE' | 'PAUSED' | 'PAST_DUE' | 'CANCELLED';
  amount: Money;
  fee: Money;
  nextChargeAt: string | null;
  cardLast4: string;
  cardExpiry: string;
  giftAid: boolean;
  createdAt: string;
  project: { id: string; title: string };
  events: Array<{ at: string; kind: string; message: string }>;
}
export interface UserError {
  field: string[] | null;
  code: string;
  message: string;
}

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/**
 * One query, in the browser only (these pages are client-only), always fresh: these are money records.
 * `pick` reads the answer at render, so a new `pick` each render never asks again.
 */
export function useDonorQuery<T>(
  query: string,
  variables: Record<string, unknown>,
  pick: (data: Record<string, unknown>) => T,
): Loaded<T> & { reload: () => void } {
  const [state, setState] = useState<Loaded<Record<string, unknown>>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const key = JSON.stringify(variables);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void givingClient()
      .query(query, JSON.parse(key) as Record<string, unknown>, { requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => {
        if (!live) return;
        if (r.error || !r.data)
          setState({
            status: 'error',
            message: 'We could not load this just now. Please try again in a moment.',
          });
        else setState({ status: 'ready', data: r.data as Record<string, unknown> });
      });
    return () => {
      live = false;
    };
  }, [query, key, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return state.status === 'ready'
    ? { status: 'ready', data: pick(state.data), reload }
    : { ...state, reload };
}

/** The site's one money format (@site/contracts/money). */
export const formatAmount = (m: Money) => formatMoneyV2(m);
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
export const FREQUENCY_WORDS: Record<string, string> = {
  ONE_OFF: 'One-off',
  MONTHLY: 'Monthly',
  YEARLY: 'Yearly',
};
