import type { Ref } from 'react';
import { Field } from './field';

const PERSON = {
  name: { label: 'Your name', type: 'text', autoComplete: 'name' },
  email: { label: 'E-mail', type: 'email', autoComplete: 'email' },
} as const;

/** The person's name or e-mail address, with the browser's autofill and keyboard. */
export function PersonField({
  kind,
  id,
  value,
  error,
  onValue,
}: {
  kind: keyof typeof PERSON;
  id: string;
  value: string;
  error?: string | undefined;
  onValue(value: string): void;
}) {
  const { label, type, autoComplete } = PERSON[kind];
  return (
    <Field id={id} label={label} error={error}>
      <input
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
    </Field>
  );
}

/** The name and the e-mail address, in that order: who the tours write to. */
export function NameAndEmail({
  idOf,
  values,
  errors,
  onValue,
}: {
  idOf(field: keyof typeof PERSON): string;
  values: Record<keyof typeof PERSON, string>;
  errors: Partial<Record<keyof typeof PERSON, string>>;
  onValue(field: keyof typeof PERSON, value: string): void;
}) {
  return (
    <>
      {(['name', 'email'] as const).map((kind) => (
        <PersonField
          key={kind}
          kind={kind}
          id={idOf(kind)}
          value={values[kind]}
          error={errors[kind]}
          onValue={(v) => onValue(kind, v)}
        />
      ))}
    </>
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
  words,
}: {
  busy: boolean;
  notice: string | null;
  noticeRef: Ref<HTMLParagraphElement>;
  /** The button's label, its label while the request runs, and what the status says meanwhile. */
  words: { label: string; busyLabel: string; busyStatus: string };
}) {
  return (
    <>
      {notice !== null && (
        <p className="tours-notice" role="alert" tabIndex={-1} ref={noticeRef}>
          {notice}
        </p>
      )}
      <p role="status" className="visually-hidden">
        {busy ? words.busyStatus : ''}
      </p>
      <button type="submit" disabled={busy}>
        {busy ? words.busyLabel : words.label}
      </button>
    </>
  );
}
