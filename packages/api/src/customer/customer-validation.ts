import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password';
import type { CustomerCreateInput, CustomerUserError } from './customer-types';

// A local part must not hold control characters either.
const EMAIL =
  // eslint-disable-next-line no-control-regex -- the control characters are what is excluded
  /^[^\s\u0000-\u001f\u007f-\u009f@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const PHONE = /^\+[1-9][0-9]{6,14}$/;
const URLISH = /(https?:\/\/|www\.)/i;
export const NAME_MAX = 100;
export const PHONE_INPUT_MAX = 32;
/*
 * Names are shown in pages, mails and the admin's tools. Invisible characters are stripped: C0 and
 * C1 controls (NUL included, tab and newlines too: a name is one line), DEL, the line and paragraph
 * separators and the bidirectional embedding, override and isolate marks that can make a name read
 * as something else. Markup is refused rather than stripped, so what is stored is what was typed:
 * any `<` or `>` is a CONTAINS_HTML_TAGS error (the contact form refuses the same characters).
 */
// eslint-disable-next-line no-control-regex -- these characters are what the pattern is for
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const MARKUP = /[<>]/;
// A lone surrogate is not text (PostgreSQL would store U+FFFD for it): made U+FFFD here, visibly.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A name as it will be stored: well-formed UTF-16, no invisible characters, trimmed. */
export function cleanName(value: string): string {
  return value.replace(LONE_SURROGATE, '\ufffd').replace(INVISIBLE, '').trim();
}

export interface CleanCustomerFields {
  email?: string;
  password?: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean;
}

const err = (
  field: string,
  code: CustomerUserError['code'],
  message: string,
): CustomerUserError => ({
  code,
  field: ['input', field],
  message,
});

/** One address check for the whole API (accounts, the contact form): no controls, no markup. */
export function isEmailAddress(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function passwordErrors(password: unknown, field = 'password'): CustomerUserError[] {
  if (typeof password !== 'string' || password === '')
    return [err(field, 'BLANK', "Password can't be blank.")];
  if (password.length < MIN_PASSWORD_LENGTH) {
    return [
      err(
        field,
        'TOO_SHORT',
        `Password is too short (minimum is ${MIN_PASSWORD_LENGTH} characters).`,
      ),
    ];
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return [
      err(
        field,
        'TOO_LONG',
        `Password is too long (maximum is ${MAX_PASSWORD_LENGTH} characters).`,
      ),
    ];
  }
  if (password.trim() !== password) {
    return [
      err(
        field,
        'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
        'Password cannot start or end with a space.',
      ),
    ];
  }
  return [];
}

function nameField(
  value: unknown,
  field: string,
  label: string,
  errors: CustomerUserError[],
): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') {
    errors.push(err(field, 'INVALID', `${label} is invalid.`));
    return undefined;
  }
  const trimmed = cleanName(value);
  if ([...trimmed].length > NAME_MAX)
    errors.push(
      err(field, 'TOO_LONG', `${label} is too long (maximum is ${NAME_MAX} characters).`),
    );
  else if (MARKUP.test(trimmed))
    errors.push(err(field, 'CONTAINS_HTML_TAGS', `${label} cannot contain HTML tags.`));
  else if (URLISH.test(trimmed))
    errors.push(err(field, 'CONTAINS_URL', `${label} cannot contain a URL.`));
  return trimmed === '' ? null : trimmed;
}

/**
 * Checks a create (`requireCore`) or update input field by field; every problem is reported, each
 * with Shopify's code and the input path.
 */
export function validateCustomerInput(
  input: CustomerCreateInput,
  requireCore: boolean,
): { fields: CleanCustomerFields; errors: CustomerUserError[] } {
  const errors: CustomerUserError[] = [];
  const fields: CleanCustomerFields = {};
  if (requireCore || (input.email !== undefined && input.email !== null)) {
    const email = typeof input.email === 'string' ? normaliseEmail(input.email) : '';
    if (email === '') errors.push(err('email', 'BLANK', "Email can't be blank."));
    else if (!isEmailAddress(email)) errors.push(err('email', 'INVALID', 'Email is invalid.'));
    else fields.email = email;
  }
  if (requireCore || (input.password !== undefined && input.password !== null)) {
    const problems = passwordErrors(input.password);
    errors.push(...problems);
    if (problems.length === 0) fields.password = input.password as string;
  }
  const firstName = nameField(input.firstName, 'firstName', 'First name', errors);
  if (firstName !== undefined) fields.firstName = firstName;
  const lastName = nameField(input.lastName, 'lastName', 'Last name', errors);
  if (lastName !== undefined) fields.lastName = lastName;
  if (input.phone !== undefined) {
    if (input.phone === null || input.phone === '') fields.phone = null;
    else if (
      typeof input.phone !== 'string' ||
      input.phone.length > PHONE_INPUT_MAX ||
      !PHONE.test(input.phone.replace(/[\s()-]/g, ''))
    ) {
      errors.push(
        err(
          'phone',
          'INVALID',
          'Phone is invalid; use the international format, e.g. +441234567890.',
        ),
      );
    } else fields.phone = input.phone.replace(/[\s()-]/g, '');
  }
  if (input.acceptsMarketing !== undefined && input.acceptsMarketing !== null) {
    if (typeof input.acceptsMarketing !== 'boolean')
      errors.push(err('acceptsMarketing', 'INVALID', 'Accepts marketing must be true or false.'));
    else fields.acceptsMarketing = input.acceptsMarketing;
  }
  return { fields, errors };
}
