/** @jest-environment jsdom */
import { MemoryRouter } from 'react-router-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { alertText, settle } from '../../../shared/components/test-support';
import { fakeClient, lookUpWithCode } from '../test/client';
import { booking, GRANT, POLICY, usd } from '../test/bookings';
import CancellationsPage from './cancellations-page';

jest.mock('../../../shared/forms/tours-forms.css', () => ({}));
let client = fakeClient(() => null);
jest.mock('../../../shared/api/tours-client', () => ({ toursClient: () => client }));

const route = { id: 'tours.cancellations', path: '/tours/cancellations', title: 'Cancellations' };
const page = () => (
  <MemoryRouter initialEntries={['/tours/cancellations']}>
    <CancellationsPage params={{}} route={route} />
  </MemoryRouter>
);
const quoted = (refund: string, daysBefore = 75) =>
  booking({ cancellationQuote: { daysBefore, tier: POLICY[1]!, refund: usd(refund) } });
const cancelled = booking({
  status: 'CANCELLED',
  cancelledAt: '2026-02-24T10:00:00Z',
  cancellationQuote: null,
  refunded: usd('250.00'),
  balance: usd('0.00'),
  ledger: [
    {
      kind: 'DEPOSIT',
      amount: usd('500.00'),
      cardLast4: '4242',
      createdAt: '2026-01-05T10:00:00Z',
    },
    { kind: 'REFUND', amount: usd('250.00'), cardLast4: '4242', createdAt: '2026-02-24T10:00:00Z' },
  ],
});

const lookUp = () => lookUpWithCode();

it('shows the policy as a table', async () => {
  client = fakeClient((field) => (field === 'tourCancellationPolicy' ? POLICY : null));
  render(page());
  await settle(3);
  const rows = [...document.querySelectorAll('table tbody tr')].map((r) =>
    [...r.children].map((c) => c.textContent),
  );
  expect(rows).toEqual([
    [
      '90 days or more before departure',
      'All of what you paid, less the deposit',
      POLICY[0]!.description,
    ],
    [
      '60 to 89 days before departure',
      'All of what you paid, less 50 % of the price',
      POLICY[1]!.description,
    ],
    ['Less than 60 days before departure', 'No refund', POLICY[2]!.description],
  ]);
});

it('shows the refund before confirming, sends that figure, and shows the booking cancelled with its refund', async () => {
  client = fakeClient((field) =>
    field === 'tourCancellationPolicy'
      ? POLICY
      : field === 'tourBooking'
        ? quoted('250.00')
        : field === 'tourBookingCancel'
          ? { booking: cancelled, userErrors: [] }
          : null,
  );
  render(page());
  await lookUp();
  expect(document.body.textContent).toContain('Your tour departs in 75 days.');
  expect(document.body.textContent).toContain('Refund if you cancel now: US$250.00');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel this booking' }));
  expect(client.calls.some((c) => c.field === 'tourBookingCancel')).toBe(false);
  expect(document.body.textContent).toContain(
    'Cancel booking TB-7K3M9Q and receive a refund of US$250.00?',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel and refund US$250.00' }));
  await settle(3);
  expect(client.calls.find((c) => c.field === 'tourBookingCancel')?.variables).toEqual({
    input: {
      access: { reference: 'TB-7K3M9Q', token: GRANT },
      expectedRefund: '250.00',
    },
  });
  expect(document.body.textContent).toContain('Your booking is cancelled');
  expect(document.body.textContent).toContain(
    'A refund of US$250.00 has been recorded to the card ending 4242',
  );
  expect(document.body.textContent).toContain('StatusCancelled');
  expect(document.activeElement?.textContent).toBe('Your booking is cancelled');
});

it('asks again with the new figure when the refund changed (REFUND_CHANGED)', async () => {
  let cancels = 0;
  client = fakeClient((field, variables) => {
    if (field === 'tourBooking') return quoted('250.00');
    if (field !== 'tourBookingCancel') return null;
    cancels++;
    const expected = (variables.input as { expectedRefund: string }).expectedRefund;
    if (expected === '250.00')
      return {
        booking: quoted('0.00', 59),
        userErrors: [
          {
            field: ['input', 'expectedRefund'],
            code: 'REFUND_CHANGED',
            message: 'The refund changed.',
          },
        ],
      };
    return {
      booking: { ...cancelled, ledger: cancelled.ledger.slice(0, 1), refunded: usd('0.00') },
      userErrors: [],
    };
  });
  render(page());
  await lookUp();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel this booking' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel and refund US$250.00' }));
  await settle(3);
  expect(alertText()).toContain('it was US$250.00 and is now US$0.00');
  expect(document.body.textContent).not.toContain('Your booking is cancelled');
  fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel without a refund' }));
  await settle(3);
  expect(cancels).toBe(2);
  expect(document.body.textContent).toContain('Your booking is cancelled');
  expect(document.body.textContent).toContain('no refund is due');
});

it('lets the visitor step back without cancelling', async () => {
  client = fakeClient((field) => (field === 'tourBooking' ? quoted('250.00') : null));
  render(page());
  await lookUp();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel this booking' }));
  fireEvent.click(screen.getByRole('button', { name: 'No, keep my booking' }));
  expect(screen.getByRole('button', { name: 'Cancel this booking' })).toBeTruthy();
  expect(client.calls.some((c) => c.field === 'tourBookingCancel')).toBe(false);
});
