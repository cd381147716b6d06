import { createJsonClient, type JsonClient } from '@site/json-client';
import type { ContactInput, FieldErrors } from '../lib/contact-input';

export const CONTACT_PATH = '/api/contact';

export class ContactError extends Error {
  constructor(
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ContactError';
  }
}

type ErrorBody = { error?: { message?: unknown; fields?: FieldErrors } } | null;

let shared: JsonClient | null = null;

/** Posts the form through the JSON helper; resolves with the stored message's id, rejects with a ContactError to show. */
export async function postContact(
  input: ContactInput,
  client: JsonClient = (shared ??= createJsonClient()),
): Promise<{ id: string }> {
  return new Promise((resolve, reject) => {
    void client
      .call<{ id?: unknown }>({
        path: CONTACT_PATH,
        method: 'POST',
        body: input,
        onSuccess: (body) => {
          if (typeof body?.id === 'string') resolve({ id: body.id });
          else reject(new ContactError('Something went wrong while sending. Please try again.'));
        },
        onError: (error) => {
          if (error.kind === 'network')
            return reject(
              new ContactError(
                'We could not reach the server. Check your connection and try again.',
              ),
            );
          const body = error.body as ErrorBody;
          const message =
            typeof body?.error?.message === 'string'
              ? body.error.message
              : 'Something went wrong while sending. Please try again.';
          reject(new ContactError(message, body?.error?.fields ?? {}));
        },
      })
      .catch(() => undefined);
  });
}
