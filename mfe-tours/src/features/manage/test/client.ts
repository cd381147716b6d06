import { fireEvent, screen } from '@testing-library/react';
import { settle } from '../../../shared/components/test-support';
import { fakeClient as formsFakeClient } from '../../../shared/forms/fake-client';
import { codeAnswer } from './bookings';

/** The forms' fake client (shared/forms/fake-client.ts) with the one-time code's fields answered: a code is sent; 123456 opens the booking. */
export function fakeClient(
  answer: (field: string, variables: Record<string, unknown>) => unknown,
  codes: typeof codeAnswer = codeAnswer,
) {
  return formsFakeClient(answer, codes);
}

/** Finds the booking TB-7K3M9Q as a visitor without its link: reference and e-mail, then the mailed code. */
export async function lookUpWithCode(code = '123456'): Promise<void> {
  fireEvent.change(screen.getByRole('textbox', { name: /^Booking reference/ }), {
    target: { value: 'tb-7k3m9q' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), {
    target: { value: 'argula@example.org' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }));
  await settle(3);
  fireEvent.change(screen.getByRole('textbox', { name: 'Code from the e-mail' }), {
    target: { value: code },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Open my booking' }));
  await settle(3);
}
