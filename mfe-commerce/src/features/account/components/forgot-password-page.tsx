import { type FormEvent, useState } from 'react';
import { Link } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { paths } from '../../../app/paths';
import { customerApi } from '../../../shared/session/session-runtime';
import { emailError } from '../form-rules';
import { AccountField, FormMessage } from './account-field';
import { useSubmission } from './use-submission';
import './account.css';

/**
 * Forgot password (`/forgot-password`): customerRecover. The answer never says whether the address
 * has an account, nor whether a mail left (an account gets a few a day at most), so the page
 * promises no new mail: the newest one in the mailbox always holds a working link.
 */
export default function ForgotPasswordPage(_props: PageProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const { failure, setFailure, busy, send } = useSubmission();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    setFailure(null);
    if (problem) return;
    await send(async () => {
      const userErrors = await customerApi().recover(email.trim());
      if (userErrors.length > 0) setError(userErrors[0]?.message);
      else setSent(true);
    });
  }

  return (
    <article className="page account-page">
      <h1>Forgot password</h1>
      {sent ? (
        <FormMessage kind="info">
          If an account exists for {email.trim()}, a link to reset its password is on its way. If
          you asked more than once, use the newest mail: its link works once, for as long as the
          mail says.
        </FormMessage>
      ) : (
        <>
          <p>
            Enter the e-mail address of your account and we will send you a link to choose a new
            password.
          </p>
          {failure && <FormMessage kind="error">{failure}</FormMessage>}
          <form className="account-form" onSubmit={submit} noValidate>
            <AccountField
              label="E-mail"
              type="email"
              value={email}
              error={error}
              onValue={setEmail}
              autoComplete="email"
            />
            <button className="account-submit" type="submit" disabled={busy}>
              {busy ? 'Sending…' : 'Send reset link'}
            </button>
          </form>
        </>
      )}
      <p>
        <Link to={paths.login.href()}>Back to log in</Link>
      </p>
    </article>
  );
}
