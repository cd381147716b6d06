import { useId, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ContactKind } from '../lib/contact-input';
import { contactMachine } from '../machines/contact-machine';
import { Field } from './field';
import '../../../shared/components/content.css';

/** The contact form, or (kind "subscribe") the newsletter sign-up: one machine, one endpoint. */
export function ContactForm({ kind }: { kind: ContactKind }) {
  const id = useId();
  const actor = useActorRef(contactMachine);
  const state = useSelector(actor, (s) =>
    s.matches('sent') ? 'sent' : s.matches('submitting') ? 'submitting' : 'editing',
  );
  const fields = useSelector(actor, (s) => s.context.fields);
  const error = useSelector(actor, (s) => s.context.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    actor.send({
      type: 'contact.submitted',
      input: {
        kind,
        name: value('name'),
        email: value('email'),
        subject: value('subject'),
        message: value('message'),
      },
    });
  }

  if (state === 'sent') {
    return (
      <div className="status" role="status">
        <p>
          {kind === 'subscribe'
            ? 'You are subscribed. Watch your inbox for the next update.'
            : 'Thank you: your message has been sent. We usually reply within a few days.'}
        </p>
        <button type="button" onClick={() => actor.send({ type: 'contact.reset' })}>
          {kind === 'subscribe' ? 'Subscribe another address' : 'Send another message'}
        </button>
      </div>
    );
  }
  return (
    <form
      className="form-grid"
      onSubmit={submit}
      noValidate
      aria-label={kind === 'subscribe' ? 'Subscribe' : 'Contact us'}
    >
      {error && (
        <p className="status error" role="alert">
          {error}
        </p>
      )}
      {Object.keys(fields).length > 0 && !error && (
        <p className="status error" role="alert">
          Please correct the fields marked below.
        </p>
      )}
      {kind === 'message' && (
        <Field id={`${id}-name`} label="Your name" error={fields.name}>
          <input name="name" autoComplete="name" required />
        </Field>
      )}
      <Field id={`${id}-email`} label="Email address" error={fields.email}>
        <input name="email" type="email" autoComplete="email" required />
      </Field>
      {kind === 'message' && (
        <>
          <Field id={`${id}-subject`} label="Subject (optional)" error={fields.subject}>
            <input name="subject" />
          </Field>
          <Field id={`${id}-message`} label="Message" error={fields.message}>
            <textarea name="message" rows={6} required />
          </Field>
        </>
      )}
      <div>
        <button type="submit" disabled={state === 'submitting'}>
          {state === 'submitting'
            ? 'Sending…'
            : kind === 'subscribe'
              ? 'Subscribe'
              : 'Send message'}
        </button>
      </div>
    </form>
  );
}
