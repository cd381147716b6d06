/** @jest-environment jsdom */
import type { Client } from 'urql';
import {
  alerts,
  bodyText,
  button,
  byLabel,
  cleanup,
  click,
  description,
  fakeClient,
  render,
  settle,
  type,
} from '../../manage/test/dom';
import WaitlistFormDefault, { WaitlistForm } from './waitlist-form';

afterEach(cleanup);

const entry = {
  id: 'w1',
  travellers: 2,
  position: 3,
  createdAt: '2026-01-01T00:00:00Z',
  departure: { id: 'pioneers-of-new-england-2026-09-14', startsOn: '2026-09-14', waitlistCount: 3 },
};

function fill() {
  type(byLabel('Your name'), 'Anne Hutchinson');
  type(byLabel('E-mail'), 'anne@example.org');
  type(byLabel('How many travellers'), '2');
}

it('is the default export too', () => {
  expect(WaitlistFormDefault).toBe(WaitlistForm);
});

it('checks the fields before sending, with messages the fields point at', () => {
  const client = fakeClient(() => ({ entry, userErrors: [] }));
  render(
    <WaitlistForm
      departureId="pioneers-of-new-england-2026-09-14"
      tourTitle="Pioneers of New England"
      client={client as unknown as Client}
    />,
  );
  expect(bodyText()).toContain('Full — join the waitlist');
  click(button('Join the waitlist'));
  expect(client.calls).toHaveLength(0);
  expect(description(byLabel('Your name'))).toBe('Enter your name.');
  expect(byLabel('Your name').getAttribute('aria-invalid')).toBe('true');
  expect(description(byLabel('E-mail'))).toBe('Enter your e-mail address.');
  expect(document.activeElement).toBe(byLabel('Your name'));
  expect(alerts()).toContain('Enter your name.');
});

it('joins and shows the place in the queue and how an offer works', async () => {
  const client = fakeClient(() => ({ entry, userErrors: [] }));
  render(
    <WaitlistForm
      departureId="pioneers-of-new-england-2026-09-14"
      tourTitle="Pioneers of New England"
      client={client as unknown as Client}
    />,
  );
  fill();
  click(button('Join the waitlist'));
  await settle();
  expect(client.calls[0]).toEqual({
    field: 'tourWaitlistJoin',
    variables: {
      input: {
        departureId: 'pioneers-of-new-england-2026-09-14',
        name: 'Anne Hutchinson',
        email: 'anne@example.org',
        travellers: 2,
      },
    },
  });
  expect(bodyText()).toContain('You are number 3 in the queue for Pioneers of New England');
  expect(bodyText()).toMatch(/holds the seats for you for a limited time/);
  expect(document.activeElement?.textContent).toBe('You are on the waitlist');
});

it('says clearly when the person is already waiting, and keeps what was typed', async () => {
  const client = fakeClient(() => ({
    entry: null,
    userErrors: [
      { field: ['input', 'email'], code: 'ALREADY_WAITING', message: 'Already on the waitlist.' },
    ],
  }));
  render(
    <WaitlistForm
      departureId="d"
      tourTitle="Pioneers of New England"
      client={client as unknown as Client}
    />,
  );
  fill();
  click(button('Join the waitlist'));
  await settle();
  expect(alerts().join(' ')).toContain(
    'You are already on the waitlist for this departure of Pioneers of New England with anne@example.org',
  );
  expect(byLabel('Your name').value).toBe('Anne Hutchinson');
  expect(alerts()).toHaveLength(1);
  expect(byLabel('E-mail').value).toBe('anne@example.org');
});

it('shows other server errors on the field they name', async () => {
  const client = fakeClient(() => ({
    entry: null,
    userErrors: [
      { field: ['input', 'travellers'], code: 'INVALID', message: 'Travellers must be 1 to 8.' },
    ],
  }));
  render(<WaitlistForm departureId="d" tourTitle="T" client={client as unknown as Client} />);
  fill();
  click(button('Join the waitlist'));
  await settle();
  expect(description(byLabel('How many travellers'))).toBe('Travellers must be 1 to 8.');
});

it('offers a retry when the server does not answer', async () => {
  let fail = true;
  const client = fakeClient(() => {
    if (fail) throw new Error('offline');
    return { entry, userErrors: [] };
  });
  render(<WaitlistForm departureId="d" tourTitle="T" client={client as unknown as Client} />);
  fill();
  click(button('Join the waitlist'));
  await settle();
  expect(alerts().join(' ')).toContain('could not reach the server');
  fail = false;
  click(button('Join the waitlist'));
  await settle();
  expect(bodyText()).toContain('number 3');
});
