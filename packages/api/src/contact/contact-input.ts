import { CONTACT_LIMITS } from '@site/contracts/contact-limits';
import { isEmailAddress } from '../customer/customer-validation';

/** The body of `POST /api/contact`: a message from the contact form or a newsletter sign-up. */
export type ContactKind = 'message' | 'subscribe';

export interface ContactMessage {
  kind: ContactKind;
  name: string | null;
  email: string;
  subject: string | null;
  message: string | null;
}

export type FieldErrors = Partial<
  Record<'kind' | 'name' | 'email' | 'subject' | 'message', string>
>;

// The form in mfe-content checks the same limits (@site/contracts); this is the check that counts.
export const LIMITS = CONTACT_LIMITS;
/*
 * Control characters (C0, DEL, C1) have no place in the form and upset mail tools; only the message
 * body may hold tabs and line breaks. Name and subject are single lines (a line break in a subject
 * is a mail header injection) and refuse the markup characters `<` and `>`, as account names do
 * (customer-validation.ts). Bad input is refused, not cleaned, so nothing is stored that was not sent.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what is matched
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- the control characters are what is matched
const CONTROL_BUT_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const MARKUP = /[<>]/;
const badLine = (value: string) => ANY_CONTROL.test(value) || MARKUP.test(value);
const hasControl = (value: string) => CONTROL_BUT_BREAKS.test(value);

function field(body: Record<string, unknown>, key: string): string | undefined | null {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value.trim() : null;
}

/** The field as sent, less plain spaces at its ends: trim() would quietly drop a trailing \v, \f or U+2028, which are refused instead. */
const sent = (body: Record<string, unknown>, key: string): string =>
  typeof body[key] === 'string' ? (body[key] as string).replace(/^ +| +$/g, '') : '';

/** A clean message, or the errors per field. Unknown fields are ignored. */
export function parseContact(body: unknown): { value: ContactMessage } | { errors: FieldErrors } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { errors: { kind: 'The body must be a JSON object.' } };
  const b = body as Record<string, unknown>;
  const errors: FieldErrors = {};
  const kind = b.kind === undefined ? 'message' : b.kind;
  if (kind !== 'message' && kind !== 'subscribe') errors.kind = 'kind is "message" or "subscribe".';
  const email = field(b, 'email');
  if (!email) errors.email = 'Enter your email address.';
  else if (email.length > LIMITS.email || !isEmailAddress(email))
    errors.email = 'Enter an email address like name@example.org.';
  const name = field(b, 'name');
  const subject = field(b, 'subject');
  const message = field(b, 'message');
  if (kind === 'message') {
    if (!name) errors.name = 'Enter your name.';
    else if (name.length > LIMITS.name || badLine(sent(b, 'name')))
      errors.name = `Use at most ${LIMITS.name} plain characters, without < or >.`;
    if (
      subject === null ||
      (subject && (subject.length > LIMITS.subject || badLine(sent(b, 'subject'))))
    )
      errors.subject = `Use at most ${LIMITS.subject} plain characters.`;
    if (!message || message.length < LIMITS.messageMin)
      errors.message = `Write at least ${LIMITS.messageMin} characters.`;
    else if (message.length > LIMITS.message || hasControl(sent(b, 'message')))
      errors.message = `Use at most ${LIMITS.message} plain characters.`;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    value: {
      kind: kind as ContactKind,
      name: kind === 'message' ? (name ?? null) : null,
      email: (email ?? '').toLowerCase(),
      subject: kind === 'message' && subject ? subject : null,
      message: kind === 'message' ? (message ?? null) : null,
    },
  };
}
