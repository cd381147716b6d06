/** @jest-environment jsdom */
import { MemoryRouter } from 'react-router-dom';
import {
  alerts,
  bodyText,
  button,
  byLabel,
  cleanup,
  click,
  description,
  fakeClient,
  lookUpWithCode,
  render,
  settle,
  type,
} from '../test/dom';
import { booking, GRANT, paidBooking } from '../test/bookings';
import PaymentsPage from './payments-page';

jest.mock('./tours-forms.css', () => ({}));
let client = fakeClient(() => null);
jest.mock('../../../shared/api/tours-client', () => ({ toursClient: () => client }));
afterEach(cleanup);

const route = { id: 'tours.payments', path: '/tours/payments', title: 'Pay your balance' };
const page = (url = '/tours/payments') => (
  <MemoryRouter initialEntries={[url]}>
    <PaymentsPage params={{}} route={route} />
  </MemoryRouter>
);
const year = String(new Date().getUTCFullYear() + 2).slice(2);

function fillCard(number = '4242 4242 4242 4242') {
  type(byLabel('Card number'), number);
  type(byLabel('Expiry date (MM/YY)'), `12/${year}`);
  type(byLabel('Security code'), '123');
  type(byLabel('Name on the card'), 'A von Grumbach');
}

const lookUp = () => lookUpWithCode();

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
  await settle();
  click(button('Find my booking'));
  expect(description(byLabel(/^Booking reference/))).toContain('Enter your booking reference');
  expect(client.calls.filter((c) => c.field === 'tourBookingCodeRequest')).toHaveLength(0);
  type(byLabel(/^Booking reference/), 'tb-7k3m9q');
  type(byLabel('E-mail'), 'argula@example.org');
  click(button('Find my booking'));
  await settle();
  expect(client.calls.find((c) => c.field === 'tourBookingCodeRequest')?.variables).toEqual({
    input: { reference: 'TB-7K3M9Q', email: 'argula@example.org' },
  });
  expect(alerts().join(' ')).toContain(
    'We could not find a booking with that reference and e-mail address',
  );
  expect(byLabel('E-mail').value).toBe('argula@example.org');
  // Reference and e-mail alone never read the booking.
  expect(client.calls.filter((c) => c.field === 'tourBooking')).toHaveLength(0);
});

it('asks for the code mailed to the booking, says when it is wrong, and opens the booking with the grant', async () => {
  client = fakeClient((field) => (field === 'tourBooking' ? booking() : null));
  render(page());
  await settle();
  await lookUpWithCode('654321');
  expect(bodyText()).toContain(
    'We have e-mailed a 6-digit code to the address this booking was made with',
  );
  expect(description(byLabel('Code from the e-mail'))).toContain(
    'That code is not right: 4 tries left.',
  );
  expect(client.calls.filter((c) => c.field === 'tourBooking')).toHaveLength(0);
  type(byLabel('Code from the e-mail'), '12 34');
  click(button('Open my booking'));
  expect(description(byLabel('Code from the e-mail'))).toContain('The code is 6 digits');
  type(byLabel('Code from the e-mail'), '123 456');
  click(button('Open my booking'));
  await settle();
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
  expect(bodyText()).toContain('Booking TB-7K3M9Q');
});

it('shows what is paid, the balance and its due date, then pays it with a key and shows PAID', async () => {
  client = fakeClient((field) =>
    field === 'tourBooking'
      ? booking()
      : field === 'tourPayBalance'
        ? { booking: paidBooking(), userErrors: [] }
        : null,
  );
  render(page());
  await lookUp();
  expect(bodyText()).toContain('Booking TB-7K3M9Q');
  expect(bodyText()).toContain('Paid$500.00');
  expect(bodyText()).toContain('Balance$3,700.00');
  expect(bodyText()).toContain('Balance due9 February 2027');
  expect(document.activeElement?.textContent).toBe('Booking TB-7K3M9Q');
  fillCard();
  click(button('Pay $3,700.00'));
  await settle();
  const pay = client.calls.find((c) => c.field === 'tourPayBalance')!.variables.input as Record<
    string,
    unknown
  >;
  expect(pay).toMatchObject({
    access: { reference: 'TB-7K3M9Q', token: GRANT },
    card: { number: '4242424242424242', expMonth: 12, cvc: '123' },
  });
  expect(pay.idempotencyKey).toMatch(/^tour-balance-/);
  expect(bodyText()).toContain('Thank you: your booking is paid in full');
  expect(bodyText()).toContain('StatusPaid in full');
  expect(bodyText()).toContain('Paid$4,200.00');
});

it('shows a decline on the card number and keeps the card typed', async () => {
  client = fakeClient((field) =>
    field === 'tourBooking'
      ? booking()
      : field === 'tourPayBalance'
        ? {
            booking: null,
            userErrors: [
              {
                field: ['input', 'card', 'number'],
                code: 'CARD_DECLINED',
                message: 'Your card was declined.',
              },
            ],
          }
        : null,
  );
  render(page());
  await lookUp();
  fillCard('4000 0000 0000 0002');
  click(button('Pay $3,700.00'));
  await settle();
  expect(alerts()).toContain('Your card was declined.');
  expect(description(byLabel('Card number'))).toBe('Your card was declined.');
  expect(byLabel('Name on the card').value).toBe('A von Grumbach');
});

it('says clearly when nothing is due', async () => {
  client = fakeClient((field) =>
    field === 'tourBooking'
      ? booking()
      : field === 'tourPayBalance'
        ? {
            booking: null,
            userErrors: [{ field: null, code: 'NOTHING_DUE', message: 'Nothing is due.' }],
          }
        : null,
  );
  render(page());
  await lookUp();
  fillCard();
  click(button('Pay $3,700.00'));
  await settle();
  expect(bodyText()).toContain('Nothing is due on this booking: it is already paid in full.');
  expect(() => byLabel('Card number')).toThrow();
});

it('opens the booking of the e-mailed link (?ref=&token=) and a paid booking has no card form', async () => {
  client = fakeClient((field) => (field === 'tourBooking' ? paidBooking() : null));
  render(page('/tours/payments?ref=TB-7K3M9Q&token=secret-token'));
  await settle();
  expect(client.calls.find((c) => c.field === 'tourBooking')?.variables).toEqual({
    access: { reference: 'TB-7K3M9Q', token: 'secret-token' },
  });
  expect(bodyText()).toContain('Nothing is due on this booking: it is paid in full.');
});

it('lists a signed-in customer’s bookings to choose from', async () => {
  client = fakeClient((field) => (field === 'myTourBookings' ? [booking()] : null));
  render(page());
  await settle();
  click(button('Pay the balance of TB-7K3M9Q'));
  await settle();
  expect(bodyText()).toContain('Balance$3,700.00');
  expect(byLabel('Card number')).toBeTruthy();
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
  await settle();
  expect(alerts().join(' ')).toContain(message);
  expect(alerts().join(' ')).not.toContain('could not reach');
});
