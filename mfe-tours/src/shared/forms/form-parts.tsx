import type { Ref } from 'react';
import { Field } from './field';

/** The person's name, with the browser's autofill. */
export function NameField({
  id,
  value,
  error,
  onValue,
}: {
  id: string;
  value: string;
  error?: string | undefined;
  onValue(value: string): void;
}) {
  return (
    <Field id={id} label="Your name" error={error}>
      <input autoComplete="name" value={value} onChange={(e) => onValue(e.target.value)} />
    </Field>
  );
}

/** The e-mail address the tours answer at, with the browser's autofill and keyboard. */
export function EmailField({
  id,
  value,
  error,
  onValue,
}: {
  id: string;
  value: string;
  error?: string | undefined;
  onValue(value: string): void;
}) {
  return (
    <Field id={id} label="E-mail" error={error}>
      <input
        type="email"
        autoComplete="email"
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
    </Field>
  );
}

/**
 * The end of every tours form: the server's refusal as a notice that takes focus, a status for
 * screen readers while the request runs, and the submit button, disabled meanwhile (one click, one
 * request).
 */
export function SubmitRow({
  busy,
  notice,
  noticeRef,
  busyStatus,
  busyLabel,
  label,
}: {
  busy: boolean;
  notice: string | null;
  noticeRef: Ref<HTMLParagraphElement>;
  /** What the status says while the request runs. */
  busyStatus: string;
  busyLabel: string;
  label: string;
}) {
  return (
    <>
      {notice !== null && (
        <p className="tours-notice" role="alert" tabIndex={-1} ref={noticeRef}>
          {notice}
        </p>
      )}
      <p role="status" className="visually-hidden">
        {busy ? busyStatus : ''}
      </p>
      <button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
