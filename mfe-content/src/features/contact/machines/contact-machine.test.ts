import { createActor, fromPromise, waitFor } from 'xstate';
import { ContactError } from '../api/post-contact';
import type { ContactInput } from '../lib/contact-input';
import { contactMachine } from './contact-machine';

const good: ContactInput = {
  kind: 'message',
  name: 'Ann',
  email: 'ann@example.org',
  subject: '',
  message: 'A question about season two.',
};

function start(send: (input: ContactInput) => Promise<{ id: string }>) {
  const sent: ContactInput[] = [];
  const actor = createActor(
    contactMachine.provide({
      actors: {
        sendContact: fromPromise<{ id: string }, ContactInput>(({ input }) => {
          sent.push(input);
          return send(input);
        }),
      },
    }),
  ).start();
  return { actor, sent };
}

describe('contactMachine', () => {
  it('does not send an invalid form and shows the field errors', () => {
    const { actor, sent } = start(async () => ({ id: 'x' }));
    actor.send({ type: 'contact.submitted', input: { ...good, email: 'nope', message: 'hi' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(actor.getSnapshot().context.fields).sort()).toEqual(['email', 'message']);
    expect(sent).toEqual([]);
  });

  it('sends a valid form and ends in sent with the id', async () => {
    const { actor, sent } = start(async () => ({ id: 'msg-1' }));
    actor.send({ type: 'contact.submitted', input: good });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(actor.getSnapshot().context.id).toBe('msg-1');
    expect(sent).toEqual([good]);
  });

  it('returns to editing with the server message and field errors on failure', async () => {
    const { actor } = start(async () => {
      throw new ContactError('Check the form.', { email: 'Rejected by server.' });
    });
    actor.send({ type: 'contact.submitted', input: good });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Check the form.',
      fields: { email: 'Rejected by server.' },
    });
  });

  it('accepts a subscription with only an email', async () => {
    const { actor } = start(async () => ({ id: 's-1' }));
    actor.send({
      type: 'contact.submitted',
      input: { kind: 'subscribe', name: '', email: 'bo@example.org', subject: '', message: '' },
    });
    await waitFor(actor, (s) => s.matches('sent'));
  });
});
