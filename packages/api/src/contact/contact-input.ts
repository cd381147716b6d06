/** The body of `POST /api/contact`: a message from the contact form or a newsletter sign-up. */
export type ContactKind = 'message' | 'subscribe';

export interface ContactMessage {
  kind: ContactKind;
  name: string | null;
  email: string;
  subject: string | null;
  message: string | null;
}

export type FieldErrors = Partial<Record<'kind' | 'name' | 'email' | 'subject' | 'message', string>>;

// The form in mfe-content checks the same limits; this is the check that counts.
export const LIMITS = { name: 100, email: 254, subject: 150, messageMin: 10, message: 5000 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Control characters other than tab and newlines have no place in a message (and upset mail tools).
const ALLOWED_CONTROLS = new Set([9, 10, 13]);
function hasControl(value: string): boolean {
  return [...value].some((ch) => {
    const code = ch.charCodeAt(0);
    return (code < 32 && !ALLOWED_CONTROLS.has(code)) || code === 127;
  });
}

function field(body: Record<string, unknown>, key: string): string | undefined | null {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value.trim() : null;
}

/** A clean message, or the errors per field. Unknown fields are ignored. */
export function parseContact(body: unknown): { value: ContactMessage } | { errors: FieldErrors } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { errors: { kind: 'The body must be a JSON object.' } };
  const b = body as Record<string, unknown>;
  const errors: FieldErrors = {};
  const kind = b.kind === undefined ? 'message' : b.kind;
  if (kind !== 'message' && kind !== 'subscribe') errors.kind = 'kind is "message" or "subscribe".';
  const email = field(b, 'email');
  if (!email) errors.email = 'Enter your email address.';
  else if (email.length > LIMITS.email || !EMAIL.test(email)) errors.email = 'Enter an email address like name@example.org.';
  const name = field(b, 'name');
  const subject = field(b, 'subject');
  const message = field(b, 'message');
  if (kind === 'message') {
    if (!name) errors.name = 'Enter your name.';
    else if (name.length > LIMITS.name || hasControl(name)) errors.name = `Use at most ${LIMITS.name} plain characters.`;
    if (subject === null || (subject && (subject.length > LIMITS.subject || hasControl(subject)))) errors.subject = `Use at most ${LIMITS.subject} plain characters.`;
    if (!message || message.length < LIMITS.messageMin) errors.message = `Write at least ${LIMITS.messageMin} characters.`;
    else if (message.length > LIMITS.message || hasControl(message)) errors.message = `Use at most ${LIMITS.message} plain characters.`;
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
