import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { paths } from '../../../app/paths';
import { customerApi } from '../../../shared/session/session-runtime';
import { useSession } from '../../../shared/session/use-session';
import { signUpAndSignIn } from '../sign-up';
import { type FieldErrors, signUpErrors, type SignUpValues } from '../form-rules';
import { serverFieldErrors } from '../server-errors';
import { AccountField, FormMessage } from './account-field';
import { useSubmission } from './use-submission';
import './account.css';

const EMPTY: SignUpValues = { firstName: '', lastName: '', email: '', password: '', confirm: '' };
const FIELDS: ReadonlyArray<{
  key: keyof SignUpValues;
  label: string;
  type?: 'email' | 'password';
  autoComplete: string;
}> = [
  { key: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name (optional)', autoComplete: 'family-name' },
  { key: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { key: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { key: 'confirm', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

/** Sign up (`/signup`): customerCreate, then signed in (sign-up.ts) on the account page. */
export default function SignupPage(_props: PageProps) {
  const navigate = useNavigate();
  const { actor } = useSession();
  const [values, setValues] = useState(EMPTY);
  const [marketing, setMarketing] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<keyof SignUpValues>>({});
  const { failure, setFailure, busy, send } = useSubmission();
  const set = (key: keyof SignUpValues) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = signUpErrors(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    await send(async () => {
      const outcome = await signUpAndSignIn(customerApi(), actor, {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        acceptsMarketing: marketing,
      });
      if (outcome.kind === 'signedIn') return void navigate(paths.account.href());
      if (outcome.kind === 'created') return void navigate(paths.signupSuccess.href());
      const byField = serverFieldErrors(outcome.errors);
      setErrors(byField.fields);
      setFailure(byField.other);
    });
  }

  return (
    <article className="page account-page">
      <h1>Sign up</h1>
      <p>
        Already have an account? <Link to={paths.login.href()}>Log in</Link>
      </p>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      <form className="account-form" onSubmit={submit} noValidate>
        {FIELDS.map(({ key, ...field }) => (
          <AccountField
            key={key}
            {...field}
            value={values[key]}
            error={errors[key]}
            onValue={set(key)}
          />
        ))}
        <label className="account-check">
          <input
            type="checkbox"
            checked={marketing}
            onChange={(e) => setMarketing(e.target.checked)}
          />
          Send me news by e-mail
        </label>
        <button className="account-submit" type="submit" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </button>
      </form>
    </article>
  );
}
