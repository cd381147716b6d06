import { fireEvent, screen } from '@testing-library/react';
import { settle } from '../../../shared/components/test-support';
import { codeAnswer } from './bookings';

/**
 * A stand-in for the urql client: each operation is answered by `answer(name, variables)` where
 * name is the operation's root field (tourBooking, tourPayBalance …); a thrown error is a network failure.
 * The one-time code's fields are answered by `codes` (a code is sent; 123456 opens the booking).
 */
export function fakeClient(
  answer: (field: string, variables: Record<string, unknown>) => unknown,
  codes: typeof codeAnswer = codeAnswer,
) {
  const calls: Array<{ field: string; variables: Record<string, unknown> }> = [];
  const run = (doc: string, variables: Record<string, unknown>) => {
    const field = /\{\s*(\w+)/.exec(doc)?.[1] ?? '';
    calls.push({ field, variables });
    return {
      toPromise: async () => {
        try {
          const value = codes(field, variables) ?? (await answer(field, variables));
          return { data: { [field]: value }, error: undefined };
        } catch (error) {
          return { data: undefined, error: { message: (error as Error).message } };
        }
      },
    };
  };
  return { calls, query: run, mutation: run };
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
