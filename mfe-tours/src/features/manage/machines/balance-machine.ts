import { assign, fromPromise, setup } from 'xstate';
import {
  type CardFields,
  cardErrors,
  EMPTY_CARD,
  type Errors,
} from '../../../shared/forms/form-rules';
import type { BookingAccess, ManagedBooking, MutationResult, PaymentResult } from '../api/bookings';

/*
 * Paying the balance of a tour booking (/tours/payments): editing → processing → paid, or back to
 * editing with the reason. The convention of the donation form: one idempotency key per
 * submission, made when it starts, kept for a retry after a network failure (the API then answers
 * with the first result and never charges twice), dropped after a decline so the next try is new.
 *
 * 3-D Secure (issue 27): processing → authenticating → processing when the card's bank asks the
 * traveller to confirm. Nothing is charged until they do; once the bank's page says it is done the
 * same key goes again and answers the outcome (the booking paid, or AUTHENTICATION_FAILED, a
 * decline). Closing the page charges nothing and keeps the key, so paying again reopens it.
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
  /** The bank's page while the traveller confirms the payment (state `authenticating`). */
  challengeUrl: string | null;
}

export type BalanceEvent =
  | { type: 'field.changed'; field: keyof CardFields; value: string }
  /**
   * `key`: a fresh idempotency key the page makes for this press (newKey), used only when no
   * payment is outstanding: paying again after no answer keeps the old key.
   */
  | { type: 'balance.submit'; key: string }
  /** The bank's page said it is done (either way): the same submission goes again. */
  | { type: 'challenge.finished' }
  /** The traveller closed the bank's page: nothing was charged. */
  | { type: 'challenge.cancelled' };

type Paid = Extract<MutationResult<keyof CardFields>, { ok: true }>;
type Refused = Extract<MutationResult<keyof CardFields>, { ok: false }>;

const notProvided = () => Promise.reject(new Error('payBalance was not provided'));

/** A fresh key for one press of "Pay" (the page calls it; the machine stays pure). */
export function newKey(): string {
  return `tour-balance-${crypto.randomUUID()}`;
}

export const balanceMachine = setup({
  types: {
    context: {} as BalanceContext,
    events: {} as BalanceEvent,
    input: {} as { access: BookingAccess },
  },
  actors: { payBalance: fromPromise<PaymentResult<keyof CardFields>, PayInput>(notProvided) },
  guards: {
    cardValid: ({ context }) => Object.keys(cardErrors(context.card)).length === 0,
    paid: (_, result: PaymentResult<keyof CardFields>) => result.ok,
    needsAuthentication: (_, result: PaymentResult<keyof CardFields>) =>
      !result.ok && 'challengeUrl' in result,
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
    takeKeyIfNeeded: assign(({ context, event }) => ({
      idempotencyKey:
        context.idempotencyKey ?? (event.type === 'balance.submit' ? event.key : null),
      errors: {},
    })),
    keepBooking: assign((_, result: Paid) => ({
      booking: result.booking,
      failure: null,
    })),
    /** A decline or refusal ends the submission: the key goes, the card typed stays. */
    keepRefusal: assign((_, result: Refused) => ({
      idempotencyKey: null,
      errors: result.fieldErrors,
      booking: result.booking,
      failure: { code: result.code, message: result.message, retrySameKey: false },
    })),
    keepChallenge: assign((_, challengeUrl: string) => ({ challengeUrl, failure: null })),
    forgetChallenge: assign({ challengeUrl: null }),
    /** The traveller closed the bank's page: the key stays, so paying again reopens the same confirmation. */
    keepCancelledChallenge: assign({
      challengeUrl: null,
      failure: {
        code: 'AUTHENTICATION_CANCELLED',
        message:
          'You closed your bank’s confirmation, so nothing was charged. Pay again to confirm the payment.',
        retrySameKey: true,
      },
    }),
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
    challengeUrl: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': { actions: 'setField' },
        'balance.submit': [
          { guard: 'cardValid', target: 'processing', actions: 'takeKeyIfNeeded' },
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
            actions: { type: 'keepBooking', params: ({ event }) => event.output as Paid },
          },
          {
            guard: { type: 'needsAuthentication', params: ({ event }) => event.output },
            target: 'authenticating',
            actions: {
              type: 'keepChallenge',
              params: ({ event }) => (event.output as { challengeUrl: string }).challengeUrl,
            },
          },
          {
            target: 'editing',
            actions: { type: 'keepRefusal', params: ({ event }) => event.output as Refused },
          },
        ],
        onError: { target: 'editing', actions: 'keepNetworkFailure' },
      },
    },
    // The bank's page is shown; the same key goes again when it is done, which answers the outcome.
    authenticating: {
      on: {
        'challenge.finished': { target: 'processing', actions: 'forgetChallenge' },
        'challenge.cancelled': { target: 'editing', actions: 'keepCancelledChallenge' },
      },
    },
    paid: { type: 'final' },
  },
});
