import { assign, fromPromise, setup } from 'xstate';
import { type CardFields, cardErrors, EMPTY_CARD, type Errors } from '../form-rules';
import type { BookingAccess, ManagedBooking, MutationResult } from '../api/bookings';

/*
 * Paying the balance of a tour booking (/tours/payments): editing → processing → paid, or back to
 * editing with the reason. The convention of the donation form: one idempotency key per
 * submission, made when it starts, kept for a retry after a network failure (the API then answers
 * with the first result and never charges twice), dropped after a decline so the next try is new.
 */

export interface PayInput {
  access: BookingAccess;
  card: CardFields;
  idempotencyKey: string;
}

export interface BalanceContext {
  access: BookingAccess;
  card: CardFields;
  errors: Errors<keyof CardFields>;
  idempotencyKey: string | null;
  booking: ManagedBooking | null;
  failure: { code: string; message: string; retrySameKey: boolean } | null;
}

export type BalanceEvent =
  { type: 'field.changed'; field: keyof CardFields; value: string } | { type: 'submit' };

const notProvided = () => Promise.reject(new Error('payBalance was not provided'));

export function newKey(): string {
  return `tour-balance-${crypto.randomUUID()}`;
}

export const balanceMachine = setup({
  types: {
    context: {} as BalanceContext,
    events: {} as BalanceEvent,
    input: {} as { access: BookingAccess },
  },
  actors: { payBalance: fromPromise<MutationResult<keyof CardFields>, PayInput>(notProvided) },
  guards: {
    cardValid: ({ context }) => Object.keys(cardErrors(context.card)).length === 0,
    paid: (_, result: MutationResult<keyof CardFields>) => result.ok,
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.changed') return {};
      return {
        card: { ...context.card, [event.field]: event.value },
        errors: { ...context.errors, [event.field]: undefined },
      };
    }),
    showErrors: assign(({ context }) => ({ errors: cardErrors(context.card) })),
    makeKeyIfNeeded: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? newKey(),
      errors: {},
    })),
    keepBooking: assign((_, result: Extract<MutationResult<keyof CardFields>, { ok: true }>) => ({
      booking: result.booking,
      failure: null,
    })),
    /** A decline or refusal ends the submission: the key goes, the card typed stays. */
    keepRefusal: assign((_, result: Extract<MutationResult<keyof CardFields>, { ok: false }>) => ({
      idempotencyKey: null,
      errors: result.fieldErrors,
      booking: result.booking,
      failure: { code: result.code, message: result.message, retrySameKey: false },
    })),
    /** No answer: the same key is kept so that a retry cannot charge twice. */
    keepNetworkFailure: assign({
      failure: {
        code: 'NO_ANSWER',
        message:
          'We could not reach the server, so we do not know yet whether your payment went through. Try again: your card will not be charged twice.',
        retrySameKey: true,
      },
    }),
  },
}).createMachine({
  id: 'tourBalance',
  context: ({ input }) => ({
    access: input.access,
    card: EMPTY_CARD,
    errors: {},
    idempotencyKey: null,
    booking: null,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': { actions: 'setField' },
        submit: [
          { guard: 'cardValid', target: 'processing', actions: 'makeKeyIfNeeded' },
          { actions: 'showErrors' },
        ],
      },
    },
    processing: {
      invoke: {
        src: 'payBalance',
        input: ({ context }) => ({
          access: context.access,
          card: context.card,
          idempotencyKey: context.idempotencyKey as string,
        }),
        onDone: [
          {
            guard: { type: 'paid', params: ({ event }) => event.output },
            target: 'paid',
            actions: {
              type: 'keepBooking',
              params: ({ event }) =>
                event.output as Extract<MutationResult<keyof CardFields>, { ok: true }>,
            },
          },
          {
            target: 'editing',
            actions: {
              type: 'keepRefusal',
              params: ({ event }) =>
                event.output as Extract<MutationResult<keyof CardFields>, { ok: false }>,
            },
          },
        ],
        onError: { target: 'editing', actions: 'keepNetworkFailure' },
      },
    },
    paid: { type: 'final' },
  },
});
