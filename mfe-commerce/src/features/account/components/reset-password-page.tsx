import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { paths } from '../../../app/paths';
import {
  customerApi,
  getSessionActor,
  startSession,
} from '../../../shared/session/session-runtime';
import { type FieldErrors, resetErrors } from '../form-rules';
import { AccountField, FormMessage } from './account-field';
import { useSubmission } from './use-submission';
import './account.css';

type ResetLink = { id: string; token: string } | 'missing' | 'pending';

/** Reset password (`/reset-password?id=…&token=…`, the mailed link): customerReset, then signs in with the new token. */
export default function ResetPasswordPage(_props: PageProps) {
  const navigate = useNavigate();
  // The query is read after hydration: the prerendered page is the same for every link.
  const [link, setLink] = useState<ResetLink>('pending');
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirm'>>({});
  const { failure, setFailure, busy, send } = useSubmission();

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const id = query.get('id');
    const token = query.get('token');
    setLink(id && token ? { id, token } : 'missing');
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (typeof link !== 'object') return;
    const found = resetErrors(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    await send(async () => {
      const result = await customerApi().reset(link.id, link.token, values.password);
      if (result.token) {
        startSession();
        getSessionActor().send({ type: 'session.tokenReceived', token: result.token });
        return void navigate(paths.resetSuccess.href());
      }
      const passwordError = result.errors.find((e) => e.field?.at(-1) === 'password');
      if (passwordError) setErrors({ password: passwordError.message });
      else setFailure(result.errors[0]?.message ?? 'The password could not be reset.');
    });
  }

  return (
    <article className="page account-page">
      <h1>Reset password</h1>
      {link === 'missing' && (
        <FormMessage kind="error">
          This reset link is incomplete.{' '}
          <Link to={paths.forgotPassword.href()}>Ask for a new link</Link>.
        </FormMessage>
      )}
      {failure && (
        <FormMessage kind="error">
          {failure} <Link to={paths.forgotPassword.href()}>Ask for a new link</Link>.
        </FormMessage>
      )}
      <form className="account-form" onSubmit={submit} noValidate>
        <AccountField
          label="New password"
          type="password"
          value={values.password}
          error={errors.password}
          onValue={(v) => setValues((s) => ({ ...s, password: v }))}
          autoComplete="new-password"
        />
        <AccountField
          label="Confirm new password"
          type="password"
          value={values.confirm}
          error={errors.confirm}
          onValue={(v) => setValues((s) => ({ ...s, confirm: v }))}
          autoComplete="new-password"
        />
        <button
          className="account-submit"
          type="submit"
          disabled={busy || typeof link !== 'object'}
        >
          {busy ? 'Saving…' : 'Reset password'}
        </button>
      </form>
    </article>
  );
}
