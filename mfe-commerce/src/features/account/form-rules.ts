/*
 * The account forms' field rules, mirroring the server's (packages/api customer-validation): the
 * browser explains a problem before the round trip, and the server stays the authority.
 */
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 100;
const MAX_NAME = 255;
const EMAIL =
  /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return 'Enter your e-mail address.';
  if (email.length > 254 || !EMAIL.test(email))
    return 'Enter an e-mail address like name@example.com.';
  return undefined;
}

export function newPasswordError(value: string): string | undefined {
  if (value === '') return 'Enter a password.';
  if (value.length < MIN_PASSWORD) return `Use at least ${MIN_PASSWORD} characters.`;
  if (value.length > MAX_PASSWORD) return `Use at most ${MAX_PASSWORD} characters.`;
  if (value.trim() !== value) return 'Remove the spaces at the start or end of the password.';
  return undefined;
}

export function confirmError(password: string, confirm: string): string | undefined {
  if (confirm === '') return 'Enter the password again.';
  return confirm === password ? undefined : 'The passwords do not match.';
}

export function nameError(value: string, label: string, required: boolean): string | undefined {
  const name = value.trim();
  if (name === '') return required ? `Enter your ${label}.` : undefined;
  if (name.length > MAX_NAME) return `Use at most ${MAX_NAME} characters for your ${label}.`;
  if (/[<>]/.test(name)) return `Your ${label} cannot contain < or >.`;
  if (/(https?:\/\/|www\.)/i.test(name)) return `Your ${label} cannot contain a web address.`;
  return undefined;
}

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirm: string;
}

export function signUpErrors(v: SignUpValues): FieldErrors<keyof SignUpValues> {
  return clean({
    firstName: nameError(v.firstName, 'first name', true),
    lastName: nameError(v.lastName, 'last name', false),
    email: emailError(v.email),
    password: newPasswordError(v.password),
    confirm: confirmError(v.password, v.confirm),
  });
}

export function loginErrors(v: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  return clean({
    email: emailError(v.email),
    password: v.password === '' ? 'Enter your password.' : undefined,
  });
}

export function resetErrors(v: {
  password: string;
  confirm: string;
}): FieldErrors<'password' | 'confirm'> {
  return clean({
    password: newPasswordError(v.password),
    confirm: confirmError(v.password, v.confirm),
  });
}

function clean<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FieldErrors<K>;
}

/** A path to return to after logging in: same-site paths only, never `//host` or a scheme. */
export function safeReturnPath(value: string | null): string {
  return value && /^\/(?![/\\])/.test(value) ? value : '/';
}
