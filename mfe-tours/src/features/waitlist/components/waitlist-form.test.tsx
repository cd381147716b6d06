/** @jest-environment jsdom */
import type { Client } from 'urql';
import { fireEvent, render, screen } from '@testing-library/react';
import { alertText, settle } from '../../../shared/components/test-support';
import { fakeClient } from '../../../shared/forms/fake-client';
import WaitlistFormDefault, { WaitlistForm } from './waitlist-form';

const entry = {
  id: 'w1',
  travellers: 2,
  position: 3,
  createdAt: '2026-01-01T00:00:00Z',
  departure: { id: 'pioneers-of-new-england-2026-09-14', startsOn: '2026-09-14', waitlistCount: 3 },
};

function fill() {
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Anne Hutchinson' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anne@example.org' } });
  fireEvent.change(screen.getByLabelText('How many travellers'), { target: { value: '2' } });
}

function renderForm(client: ReturnType<typeof fakeClient>, departureId: string, tourTitle: string) {
  render(
    <WaitlistForm
      departureId={departureId}
      tourTitle={tourTitle}
      client={client as unknown as Client}
    />,
  );
}

it('is the default export too', () => {
  expect(WaitlistFormDefault).toBe(WaitlistForm);
});

it('checks the fields before sending, with messages the fields point at', () => {
  const client = fakeClient(() => ({ entry, userErrors: [] }));
  renderForm(client, 'pioneers-of-new-england-2026-09-14', 'Pioneers of New England');
  expect(document.body.textContent).toContain('Full — join the waitlist');
  fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
  expect(client.calls).toHaveLength(0);
  expect(
    screen.getByRole('textbox', { name: 'Your name', description: 'Enter your name.' }),
  ).toBeTruthy();
  expect(screen.getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true');
  expect(
    screen.getByRole('textbox', { name: 'E-mail', description: 'Enter your e-mail address.' }),
  ).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByLabelText('Your name'));
  expect(screen.queryAllByRole('alert').map((a) => a.textContent)).toContain('Enter your name.');
});

it('joins and shows the place in the queue and how an offer works', async () => {
  const client = fakeClient(() => ({ entry, userErrors: [] }));
  renderForm(client, 'pioneers-of-new-england-2026-09-14', 'Pioneers of New England');
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
  await settle(3);
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
  expect(document.body.textContent).toContain(
    'You are number 3 in the queue for Pioneers of New England',
  );
  expect(document.body.textContent).toMatch(/holds the seats for you for a limited time/);
  expect(document.activeElement?.textContent).toBe('You are on the waitlist');
});

it('says clearly when the person is already waiting, and keeps what was typed', async () => {
  const client = fakeClient(() => ({
    entry: null,
    userErrors: [
      { field: ['input', 'email'], code: 'ALREADY_WAITING', message: 'Already on the waitlist.' },
    ],
  }));
  renderForm(client, 'd', 'Pioneers of New England');
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
  await settle(3);
  expect(alertText()).toContain(
    'You are already on the waitlist for this departure of Pioneers of New England with anne@example.org',
  );
  expect(screen.getByLabelText<HTMLInputElement>('Your name').value).toBe('Anne Hutchinson');
  expect(screen.queryAllByRole('alert').map((a) => a.textContent)).toHaveLength(1);
  expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('anne@example.org');
});

it('shows other server errors on the field they name', async () => {
  const client = fakeClient(() => ({
    entry: null,
    userErrors: [
      { field: ['input', 'travellers'], code: 'INVALID', message: 'Travellers must be 1 to 8.' },
    ],
  }));
  renderForm(client, 'd', 'T');
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
  await settle(3);
  expect(
    screen.getByRole('combobox', {
      name: 'How many travellers',
      description: 'Travellers must be 1 to 8.',
    }),
  ).toBeTruthy();
});

it('offers a retry when the server does not answer', async () => {
  let fail = true;
  const client = fakeClient(() => {
    if (fail) throw new Error('offline');
    return { entry, userErrors: [] };
  });
  renderForm(client, 'd', 'T');
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
  await settle(3);
  expect(alertText()).toContain('could not reach the server');
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
  await settle(3);
  expect(document.body.textContent).toContain('number 3');
});
