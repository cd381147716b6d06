import { CONTACT_LIMITS } from '@site/contracts/contact-limits';

/**
 * What the contact and subscribe forms send to `POST /api/contact`. The server validates again with
 * the same limits (packages/api/src/contact); these checks only spare the visitor a round trip.
 */
export type ContactKind = 'message' | 'subscribe';

export interface ContactInput {
  kind: ContactKind;
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type FieldErrors = Partial<Record<'name' | 'email' | 'subject' | 'message', string>>;

export const LIMITS = CONTACT_LIMITS;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContact(input: ContactInput): FieldErrors {
  const errors: FieldErrors = {};
  const email = input.email.trim();
  if (!email) errors.email = 'Enter your email address.';
  else if (email.length > LIMITS.email || !EMAIL.test(email))
    errors.email = 'Enter an email address like name@example.org.';
  if (input.kind === 'subscribe') return errors;
  const name = input.name.trim();
  if (!name) errors.name = 'Enter your name.';
  else if (name.length > LIMITS.name) errors.name = `Use at most ${LIMITS.name} characters.`;
  if (input.subject.trim().length > LIMITS.subject)
    errors.subject = `Use at most ${LIMITS.subject} characters.`;
  const message = input.message.trim();
  if (message.length < LIMITS.messageMin)
    errors.message = `Write at least ${LIMITS.messageMin} characters.`;
  else if (message.length > LIMITS.message)
    errors.message = `Use at most ${LIMITS.message} characters.`;
  return errors;
}
