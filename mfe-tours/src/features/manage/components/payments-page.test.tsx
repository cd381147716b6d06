/** @jest-environment jsdom */
import { MemoryRouter } from 'react-router-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { alertText, settle } from '../../../shared/components/test-support';
import { fakeClient, lookUpWithCode } from '../test/client';
import { booking, GRANT, paidBooking } from '../test/bookings';
import PaymentsPage from './payments-page';
import { answerChallenge, fillCard } from '@site/ui/forms/testing';

jest.mock('../../../shared/forms/tours-forms.css', () => ({}));
let client = fakeClient(() => null);
jest.mock('../../../shared/api/tours-client', () => ({ toursClient: () => client }));

const route = { id: 'tours.payments', path: '/tours/payments', title: 'Pay your balance' };
const page = (url = '/tours/payments') => (
  <MemoryRouter initialEntries={[url]}>
    <PaymentsPage params={{}} route={route} />
  </MemoryRouter>
);

const lookUp = () => lookUpWithCode();

/** The API with the booking to pay, and `pay` answering tourPayBalance. */
const payingClient = (pay: () => unknown) =>
  fakeClient((field) =>
    field === 'tourBooking' ? booking() : field === 'tourPayBalance' ? pay() : null,
  );

it('checks the lookup form, then says when no booking matches and keeps what was typed', async () => {
  client = fakeClient(
    () => null,
    (field) =>
      field === 'tourBookingCodeRequest'
        ? {
            sent: false,
            expiresAt: null,
            userErrors: [
              { field: ['input', 'reference'], code: 'NOT_FOUND', message: 'No booking.' },
            ],
          }
        : undefined,
  );
  render(page());
  await settle(3);
  fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }));
  expect(
    screen.getByRole('textbox', {
      name: /^Booking reference/,
      description: (d) => d.includes('Enter your booking reference'),
    }),
  ).toBeTruthy();
  expect(client.calls.filter((c) => c.field === 'tourBookingCodeRequest')).toHaveLength(0);
  fireEvent.change(screen.getByLabelText(/^Booking reference/), { target: { value: 'tb-7k3m9q' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'argula@example.org' } });
  fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }));
  await settle(3);
  expect(client.calls.find((c) => c.field === 'tourBookingCodeRequest')?.variables).toEqual({
    input: { reference: 'TB-7K3M9Q', email: 'argula@example.org' },
  });
  expect(alertText()).toContain(
    'We could not find a booking with that reference and e-mail address',
  );
  expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('argula@example.org');
  // Reference and e-mail alone never read the booking.
  expect(client.calls.filter((c) => c.field === 'tourBooking')).toHaveLength(0);
});

it('asks for the code mailed to the booking, says when it is wrong, and opens the booking with the grant', async () => {
  client = fakeClient((field) => (field === 'tourBooking' ? booking() : null));
  render(page());
  await settle(3);
  await lookUpWithCode('654321');
  expect(document.body.textContent).toContain(
    'We have e-mailed a 6-digit code to the address this booking was made with',
  );
  expect(
    screen.getByRole('textbox', {
      name: 'Code from the e-mail',
      description: (d) => d.includes('That code is not right: 4 tries left.'),
    }),
  ).toBeTruthy();
  expect(client.calls.filter((c) => c.field === 'tourBooking')).toHaveLength(0);
  fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: '12 34' } });
  fireEvent.click(screen.getByRole('button', { name: 'Open my booking' }));
  expect(
    screen.getByRole('textbox', {
      name: 'Code from the e-mail',
      description: (d) => d.includes('The code is 6 digits'),
    }),
  ).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: '123 456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Open my booking' }));
  await settle(3);
  expect(
    client.calls.find(
      (c) =>
        c.field === 'tourBookingCodeVerify' &&
        (c.variables.input as { code: string }).code === '123456',
    ),
  ).toBeTruthy();
  expect(client.calls.find((c) => c.field === 'tourBooking')?.variables).toEqual({
    access: { reference: 'TB-7K3M9Q', token: GRANT },
  });
  expect(document.body.textContent).toContain('Booking TB-7K3M9Q');
});

it('shows what is paid, the balance and its due date, then pays it with a key and shows PAID', async () => {
  client = payingClient(() => ({ booking: paidBooking(), userErrors: [] }));
  render(page());
  await lookUp();
  expect(document.body.textContent).toContain('Booking TB-7K3M9Q');
  expect(document.body.textContent).toContain('PaidUS$500.00');
  // Said before paying: the tour's currency is what the card is charged in.
  expect(document.body.textContent).toContain(
    'Tours are charged in US dollars (USD): your card is charged US$3,700.00 now.',
  );
  expect(document.body.textContent).toContain('BalanceUS$3,700.00');
  expect(document.body.textContent).toContain('Balance due9 February 2027');
  expect(document.activeElement?.textContent).toBe('Booking TB-7K3M9Q');
  fillCard('4242 4242 4242 4242', 'A von Grumbach');
  fireEvent.click(screen.getByRole('button', { name: 'Pay US$3,700.00' }));
  await settle(3);
  const pay = client.calls.find((c) => c.field === 'tourPayBalance')!.variables.input as Record<
    string,
    unknown
  >;
  expect(pay).toMatchObject({
    access: { reference: 'TB-7K3M9Q', token: GRANT },
    card: { number: '4242424242424242', expMonth: 12, cvc: '123' },
  });
  expect(pay.idempotencyKey).toMatch(/^tour-balance-/);
  expect(document.body.textContent).toContain('Thank you: your booking is paid in full');
  expect(document.body.textContent).toContain('StatusPaid in full');
  expect(document.body.textContent).toContain('PaidUS$4,200.00');
});

it('shows a decline on the card number and keeps the card typed', async () => {
  client = payingClient(() => ({
    booking: null,
    userErrors: [
      {
        field: ['input', 'card', 'number'],
        code: 'CARD_DECLINED',
        message: 'Your card was declined.',
      },
    ],
  }));
  render(page());
  await lookUp();
  fillCard('4000 0000 0000 0002', 'A von Grumbach');
  fireEvent.click(screen.getByRole('button', { name: 'Pay US$3,700.00' }));
  await settle(3);
  expect(screen.queryAllByRole('alert').map((a) => a.textContent)).toContain(
    'Your card was declined.',
  );
  expect(
    screen.getByRole('textbox', { name: 'Card number', description: 'Your card was declined.' }),
  ).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>('Name on the card').value).toBe('A von Grumbach');
});

it("shows the bank's page in place of the card form, then pays with the same key once it is confirmed", async () => {
  const answers: unknown[] = [
    {
      booking: null,
      userErrors: [],
      authentication: { challengeUrl: '/api/payments/test/challenge/t1' },
    },
    { booking: paidBooking(), userErrors: [], authentication: null },
  ];
  client = payingClient(() => answers.shift());
  render(page());
  await lookUp();
  fillCard('4000 0027 6000 3184', 'A von Grumbach');
  fireEvent.click(screen.getByRole('button', { name: 'Pay US$3,700.00' }));
  await settle(3);
  const challenge = screen.getByRole('region', { name: 'Confirm the payment with your bank' });
  expect(document.activeElement?.textContent).toBe('Confirm the payment with your bank');
  expect(screen.queryByLabelText('Card number')).toBeNull();
  const frame = screen.getByTitle("Your bank's confirmation page") as HTMLIFrameElement;
  expect(challenge.contains(frame)).toBe(true);
  expect(frame.src).toBe(`${window.location.origin}/api/payments/test/challenge/t1`);
  act(() => answerChallenge(frame, 'succeeded'));
  await settle(3);
  const keys = client.calls
    .filter((c) => c.field === 'tourPayBalance')
    .map((c) => (c.variables.input as { idempotencyKey: string }).idempotencyKey);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(document.body.textContent).toContain('Thank you: your booking is paid in full');
});

it("closing the bank's page says nothing was charged, keeps the card, and offers to try again", async () => {
  client = payingClient(() => ({
    booking: null,
    userErrors: [],
    authentication: { challengeUrl: '/api/payments/test/challenge/t1' },
  }));
  render(page());
  await lookUp();
  fillCard('4000 0027 6000 3184', 'A von Grumbach');
  fireEvent.click(screen.getByRole('button', { name: 'Pay US$3,700.00' }));
  await settle(3);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel and return to the form' }));
  await settle(1);
  expect(screen.getByRole('alert').textContent).toMatch(/nothing was charged/);
  expect(document.activeElement).toBe(screen.getByRole('alert'));
  expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe('4000 0027 6000 3184');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(client.calls.filter((c) => c.field === 'tourPayBalance')).toHaveLength(1);
});

it('says clearly when nothing is due', async () => {
  client = payingClient(() => ({
    booking: null,
    userErrors: [{ field: null, code: 'NOTHING_DUE', message: 'Nothing is due.' }],
  }));
  render(page());
  await lookUp();
  fillCard('4242 4242 4242 4242', 'A von Grumbach');
  fireEvent.click(screen.getByRole('button', { name: 'Pay US$3,700.00' }));
  await settle(3);
  expect(document.body.textContent).toContain(
    'Nothing is due on this booking: it is already paid in full.',
  );
  expect(screen.queryByLabelText('Card number')).toBeNull();
});

it('opens the booking of the e-mailed link (?ref=&token=) and a paid booking has no card form', async () => {
  client = fakeClient((field) => (field === 'tourBooking' ? paidBooking() : null));
  render(page('/tours/payments?ref=TB-7K3M9Q&token=secret-token'));
  await settle(3);
  expect(client.calls.find((c) => c.field === 'tourBooking')?.variables).toEqual({
    access: { reference: 'TB-7K3M9Q', token: 'secret-token' },
  });
  expect(document.body.textContent).toContain(
    'Nothing is due on this booking: it is paid in full.',
  );
});

it('lists a signed-in customer’s bookings to choose from', async () => {
  client = fakeClient((field) => (field === 'myTourBookings' ? [booking()] : null));
  render(page());
  await settle(3);
  fireEvent.click(screen.getByRole('button', { name: 'Pay the balance of TB-7K3M9Q' }));
  await settle(3);
  expect(document.body.textContent).toContain('BalanceUS$3,700.00');
  expect(screen.getByLabelText('Card number')).toBeTruthy();
});

it('says when look-ups are throttled, rather than that the server is unreachable', async () => {
  const message =
    'Too many booking look-ups from here or for this e-mail address. Please wait a few minutes.';
  const answer = {
    toPromise: async () => ({
      data: { tourBooking: null },
      error: {
        message: `[GraphQL] ${message}`,
        graphQLErrors: [{ message, extensions: { code: 'THROTTLED' } }],
      },
    }),
  };
  client = { calls: [], query: () => answer, mutation: () => answer } as unknown as typeof client;
  render(page('/tours/payments?ref=TB-7K3M9Q&token=secret-token'));
  await settle(3);
  expect(alertText()).toContain(message);
  expect(alertText()).not.toContain('could not reach');
});
