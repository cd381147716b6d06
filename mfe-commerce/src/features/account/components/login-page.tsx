import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { bus } from '@site/event-bus';
import { paths } from '../../../app/paths';
import { type FieldErrors, loginErrors, safeReturnPath } from '../form-rules';
import { useSession } from '../../../shared/session/use-session';
import { AccountField, FormMessage } from './account-field';
import './account.css';

/** Log in (`/login`): hands the credentials to the session machine and, once signed in, returns to `?return=` or home. */
export default function LoginPage(_props: PageProps) {
  const navigate = useNavigate();
  const { actor, customer, status, loginError } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const submitted = useRef(false);

  useEffect(() => {
    if (!submitted.current || status !== 'signedIn') return;
    submitted.current = false;
    const name = customer?.firstName?.trim();
    bus.emit('toast.requested', {
      message: name ? `Welcome back, ${name}. You are signed in.` : 'You are signed in.',
      kind: 'success',
    });
    void navigate(safeReturnPath(new URLSearchParams(window.location.search).get('return')));
  }, [status, navigate, customer]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = loginErrors({ email, password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    submitted.current = true;
    actor.send({ type: 'session.login', email: email.trim(), password });
  }

  if (customer && !submitted.current) {
    return (
      <article className="page account-page">
        <h1>Log in</h1>
        <p>You are logged in as {customer.firstName ?? customer.email}.</p>
        <button
          className="account-submit"
          type="button"
          onClick={() => actor.send({ type: 'session.logout' })}
        >
          Sign out
        </button>
      </article>
    );
  }
  return (
    <article className="page account-page">
      <h1>Log in</h1>
      {loginError && status === 'signedOut' && <FormMessage kind="error">{loginError}</FormMessage>}
      <form className="account-form" onSubmit={submit} noValidate>
        <AccountField
          label="E-mail"
          type="email"
          value={email}
          error={errors.email}
          onValue={setEmail}
          autoComplete="email"
        />
        <AccountField
          label="Password"
          type="password"
          value={password}
          error={errors.password}
          onValue={setPassword}
          autoComplete="current-password"
        />
        <button className="account-submit" type="submit" disabled={status === 'busy'}>
          {status === 'busy' && submitted.current ? 'Logging in…' : 'Log in'}
        </button>
      </form>
      <p>
        <Link to={paths.forgotPassword.href()}>Forgot your password?</Link>
      </p>
      <p>
        New here? <Link to={paths.signup.href()}>Sign up</Link>
      </p>
    </article>
  );
}
