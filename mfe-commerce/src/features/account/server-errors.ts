import type { CustomerUserError } from '../../shared/session/api/customer-types';

const FIELDS = new Set(['firstName', 'lastName', 'email', 'password', 'phone']);

/** Sorts the server's customerUserErrors onto form fields (by the last `field` segment); the rest is one message. */
export function serverFieldErrors(errors: CustomerUserError[]): {
  fields: Record<string, string>;
  other: string | null;
} {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const error of errors) {
    const name = error.field?.at(-1);
    if (name && FIELDS.has(name) && !fields[name]) fields[name] = error.message;
    else other.push(error.message);
  }
  return { fields, other: other.length > 0 ? other.join(' ') : null };
}
