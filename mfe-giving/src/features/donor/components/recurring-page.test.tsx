/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { PageProps } from '@site/contracts/remote';
import { settle } from '../../../test/pages';
import type { Recurring, UserError } from '../api/donor-queries';
import RecurringPage from './recurring-page';

jest.mock('../../../shared/components/giving-forms.css', () => ({}));

/*
 * /recurring-donations against a stand-in for the product GraphQL: every change names the version
 * shown; a STALE refusal is said, and the gift is shown again as the API now has it.
 */

const gift = (over: Partial<Recurring> = {}): Recurring => ({
  id: 'r1',
  version: 3,
  frequency: 'MONTHLY',
  status: 'ACTIVE',
  amount: { amount: '10.00', currencyCode: 'GBP' },
  fee: { amount: '0.00', currencyCode: 'GBP' },
  nextChargeAt: '2026-12-25T09:00:00.000Z',
  cardLast4: '4242',
  cardExpiry: '12/2029',
  giftAid: false,
  createdAt: '2026-11-25T09:00:00.000Z',
  project: { id: 'season-4-production', title: 'Season 4 Production' },
  events: [{ at: '2026-11-25T09:00:00.000Z', kind: 'charged', message: 'Gift charged.' }],
  ...over,
});

type Payload = { recurringDonation: Recurring | null; userErrors: UserError[] };

/** The API as the page sees it: the current gift, and an answer per mutation. */
let server: {
  current: Recurring;
  answer: (name: string, variables: Record<string, unknown>) => Payload;
};
const sent: Array<{ document: string; variables: Record<string, unknown> }> = [];
const client = {
  query: () => ({
    toPromise: () =>
      Promise.resolve({ error: undefined, data: { myRecurringDonations: [server.current] } }),
  }),
  mutation: (document: string, variables: Record<string, unknown>) => {
    sent.push({ document, variables });
    const name = /\{ (recurringDonation\w+)\(/.exec(document)![1]!;
    return {
      toPromise: () =>
        Promise.resolve({ error: undefined, data: { [name]: server.answer(name, variables) } }),
    };
  },
};
jest.mock('../../../shared/api/projects-client', () => ({ givingClient: () => client }));

const route = {
  id: 'giving.recurring',
  path: '/recurring-donations',
  title: 'Recurring donations',
};
const page = (props: Partial<PageProps> = {}) => (
  <RecurringPage params={{}} route={route} data={undefined} {...props} />
);

/** The API's compare-and-set: a change to the current version applies and moves it on. */
function honest(name: string, variables: Record<string, unknown>): Payload {
  if (variables.expectedVersion !== server.current.version)
    return {
      recurringDonation: null,
      userErrors: [
        {
          field: ['expectedVersion'],
          code: 'STALE',
          message: 'This gift was changed elsewhere; reload to see it. Nothing was changed.',
        },
      ],
    };
  const changed =
    name === 'recurringDonationPause'
      ? { status: 'PAUSED' as const, nextChargeAt: null }
      : name === 'recurringDonationUpdateAmount'
        ? { amount: { amount: Number(variables.amount).toFixed(2), currencyCode: 'GBP' } }
        : {};
  server.current = { ...server.current, ...changed, version: server.current.version + 1 };
  return { recurringDonation: server.current, userErrors: [] };
}

beforeEach(() => {
  sent.length = 0;
  server = { current: gift(), answer: honest };
});

const region = () => screen.getByRole('region', { name: /Monthly gift to Season 4 Production/ });

it('sends the version it shows with every change, and the next change with the version read back', async () => {
  render(page());
  await settle();
  fireEvent.change(within(region()).getByLabelText('New amount (GBP)'), {
    target: { value: '15' },
  });
  fireEvent.click(within(region()).getByRole('button', { name: 'Change amount' }));
  await settle();
  expect(within(region()).getByRole('status').textContent).toContain('The amount is changed.');
  expect(region().textContent).toContain('£15.00');
  fireEvent.click(within(region()).getByRole('button', { name: 'Pause' }));
  await settle();
  expect(region().textContent).toContain('Paused');
  expect(sent.map((s) => s.variables)).toEqual([
    { id: 'r1', expectedVersion: 3, amount: '15', coverFees: false },
    { id: 'r1', expectedVersion: 4 },
  ]);
  expect(
    sent.every(
      (s) =>
        /\$expectedVersion: Int!/.test(s.document) &&
        /expectedVersion: \$expectedVersion/.test(s.document),
    ),
  ).toBe(true);
});

it('on STALE says nothing was changed, shows the gift as it now is, and sends the next change with its version', async () => {
  render(page());
  await settle();
  // Another tab changed the amount and paused it meanwhile.
  server.current = gift({
    version: 5,
    status: 'PAUSED',
    nextChargeAt: null,
    amount: { amount: '12.00', currencyCode: 'GBP' },
  });
  fireEvent.click(within(region()).getByRole('button', { name: 'Pause' }));
  await settle();
  expect(sent.at(-1)!.variables).toEqual({ id: 'r1', expectedVersion: 3 });
  expect(within(region()).getByRole('status').textContent).toMatch(
    /changed elsewhere .* nothing was changed\. It is reloaded below as it is now/,
  );
  expect(region().textContent).toContain('Paused');
  expect(region().textContent).toContain('£12.00');
  expect((within(region()).getByLabelText('New amount (GBP)') as HTMLInputElement).value).toBe(
    '12.00',
  );
  fireEvent.click(within(region()).getByRole('button', { name: 'Resume' }));
  await settle();
  expect(sent.at(-1)!.variables).toEqual({ id: 'r1', expectedVersion: 5 });
});

it('on STALE without a way to reload, says so and keeps what it showed', async () => {
  render(page());
  await settle();
  server.current = gift({ version: 9 });
  const query = client.query;
  client.query = () =>
    ({
      toPromise: () => Promise.resolve({ error: new Error('network down'), data: undefined }),
    }) as never;
  try {
    fireEvent.click(within(region()).getByRole('button', { name: 'Pause' }));
    await settle();
  } finally {
    client.query = query;
  }
  expect(within(region()).getByRole('status').textContent).toMatch(
    /nothing was changed\. Please reload the page to see it\./,
  );
  expect(region().textContent).toContain('Active');
});
