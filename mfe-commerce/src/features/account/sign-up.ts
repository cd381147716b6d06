import { type ActorRefFrom, waitFor } from 'xstate';
import type { CustomerApi } from '../../shared/session/api/customer-api';
import type { CustomerUserError, SignUpInput } from '../../shared/session/api/customer-types';
import type { sessionMachine } from '../../shared/session/machines/session-machine';

export type SignUpOutcome =
  | { kind: 'refused'; errors: CustomerUserError[] }
  /** The account exists and the session is signed in to it. */
  | { kind: 'signedIn' }
  /** The account exists but the sign-in did not follow (the visitor logs in by hand). */
  | { kind: 'created' };

/**
 * Signing up signs you in: `customerCreate`, then the session machine's own login
 * (`customerAccessTokenCreate` with the same credentials), so the token is stored, renewed and
 * announced to every area as after any login. A visitor already signed in keeps that session.
 */
export async function signUpAndSignIn(
  api: Pick<CustomerApi, 'signUp'>,
  session: ActorRefFrom<typeof sessionMachine>,
  input: SignUpInput,
  timeoutMs = 15_000,
): Promise<SignUpOutcome> {
  const errors = await api.signUp(input);
  if (errors.length > 0) return { kind: 'refused', errors };
  if (!session.getSnapshot().matches('signedOut')) return { kind: 'created' };
  session.send({ type: 'session.login', email: input.email, password: input.password });
  try {
    const done = await waitFor(session, (s) => s.matches('signedIn') || s.matches('signedOut'), {
      timeout: timeoutMs,
    });
    return done.matches('signedIn') ? { kind: 'signedIn' } : { kind: 'created' };
  } catch {
    return { kind: 'created' };
  }
}
