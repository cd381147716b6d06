import type { ContactInput, FieldErrors } from '../lib/contact-input';

export const CONTACT_ENDPOINT = '/api/contact';

export class ContactError extends Error {
  constructor(
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ContactError';
  }
}

/** Posts the form; resolves with the stored message's id, rejects with a ContactError to show. */
export async function postContact(input: ContactInput, fetchImpl: typeof fetch = fetch): Promise<{ id: string }> {
  let response: Response;
  try {
    response = await fetchImpl(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    throw new ContactError('We could not reach the server. Check your connection and try again.');
  }
  const body = (await response.json().catch(() => null)) as { id?: unknown; error?: { message?: unknown; fields?: FieldErrors } } | null;
  if (response.ok && typeof body?.id === 'string') return { id: body.id };
  const message = typeof body?.error?.message === 'string' ? body.error.message : 'Something went wrong while sending. Please try again.';
  throw new ContactError(message, body?.error?.fields ?? {});
}
