/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { settle } from '../../../test/pages';
import type { Donation } from '../api/donor-queries';
import HistoryPage from './history-page';

jest.mock('../../../shared/components/giving-forms.css', () => ({}));

/* /donation-history against a stand-in for the product GraphQL: the yearly totals and the gifts. */

const gbp = (amount: string) => ({ amount, currencyCode: 'GBP' });
const donation = {
  id: 'd1',
  reference: 'D-7KQ4-M9XH-2RTB',
  amount: gbp('20.00'),
  fee: gbp('0.00'),
  total: gbp('20.00'),
  frequency: 'ONE_OFF',
  status: 'succeeded',
  giftAid: true,
  giftAidValue: gbp('5.00'),
  donor: { title: null, firstName: 'Anne', lastName: 'Askew', country: 'GB' },
  cardLast4: '4242',
  createdAt: '2026-11-25T09:00:00.000Z',
  receiptUrl: '/donate-transactions/d1',
  project: { id: 'season-4-production', title: 'Season 4 Production' },
} as Donation;
const history = {
  donations: [donation],
  yearlyTotals: [{ year: 2026, total: gbp('20.00'), giftAid: gbp('5.00'), count: 1 }],
};
const client = {
  query: () => ({
    toPromise: () => Promise.resolve({ error: undefined, data: { donationHistory: history } }),
  }),
};
jest.mock('../../../shared/api/projects-client', () => ({ givingClient: () => client }));

const route = { id: 'giving.history', path: '/donation-history', title: 'Donation history' };

it('heads each table with its columns and fills a row a year and a row a gift', async () => {
  render(
    <MemoryRouter initialEntries={['/donation-history']}>
      <HistoryPage params={{}} route={route} data={undefined} />
    </MemoryRouter>,
  );
  await settle();
  const [totals, gifts] = screen.getAllByRole('table');
  const heads = (table: HTMLElement) =>
    within(table)
      .getAllByRole('columnheader')
      .map((th) => [th.textContent, th.getAttribute('scope')]);
  expect(heads(totals!)).toEqual(
    ['Year', 'Gifts', 'Total', 'Gift Aid'].map((name) => [name, 'col']),
  );
  expect(heads(gifts!)).toEqual(
    ['Date', 'Project', 'Kind', 'Amount', 'Receipt'].map((name) => [name, 'col']),
  );
  expect(within(totals!).getAllByRole('row')).toHaveLength(2);
  expect(within(gifts!).getByRole('link', { name: 'D-7KQ4-M9XH-2RTB' })).toBeTruthy();
});
