import { assign, fromPromise, setup } from 'xstate';
import { ContactError, postContact } from '../api/post-contact';
import { validateContact, type ContactInput, type FieldErrors } from '../lib/contact-input';

export interface ContactContext {
  fields: FieldErrors;
  error: string | null;
  id: string | null;
}

/** The contact and subscribe forms: editing → submitting → sent, or back to editing with errors. */
export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as { type: 'contact.submitted'; input: ContactInput } | { type: 'contact.reset' },
  },
  actors: {
    sendContact: fromPromise<{ id: string }, ContactInput>(({ input }) => postContact(input)),
  },
  guards: {
    isValid: ({ event }) =>
      event.type === 'contact.submitted' && Object.keys(validateContact(event.input)).length === 0,
  },
  actions: {
    showFieldErrors: assign({
      fields: ({ event }) =>
        event.type === 'contact.submitted' ? validateContact(event.input) : {},
      error: () => null,
    }),
    clearErrors: assign({ fields: () => ({}), error: () => null }),
  },
}).createMachine({
  id: 'contact',
  context: { fields: {}, error: null, id: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'contact.submitted': [
          { guard: 'isValid', target: 'submitting', actions: 'clearErrors' },
          { actions: 'showFieldErrors' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'sendContact',
        input: ({ event }) => (event as { input: ContactInput }).input,
        onDone: { target: 'sent', actions: assign({ id: ({ event }) => event.output.id }) },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error ? event.error.message : 'Something went wrong.',
            fields: ({ event }) => (event.error instanceof ContactError ? event.error.fields : {}),
          }),
        },
      },
    },
    sent: { on: { 'contact.reset': { target: 'editing', actions: assign({ id: () => null }) } } },
  },
});
