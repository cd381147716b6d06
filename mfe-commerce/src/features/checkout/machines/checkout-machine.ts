import { and, assign, fromPromise, setup } from 'xstate';
import {
  applyRepricing,
  CheckoutError,
  type CheckoutSummary,
  type Order,
} from '../api/checkout-api';
import {
  amountDue,
  type CheckoutErrors,
  type CheckoutValues,
  EMPTY_VALUES,
  fieldOf,
  toCheckoutRequest,
  validateCheckout,
} from '../checkout-form';

/*
 * The checkout's payment (issue 27): form → submitting → done, with submitting → authenticating →
 * submitting when the buyer's bank asks to confirm (3-D Secure): the API has charged nothing yet
 * and answers 402 `requires_action` with the bank's page; once that page says it is done, the same
 * request goes again with the same key and answers the outcome (the order, or a decline).
 *
 * The summary (tax and currency follow the shipping country) is quoted by the page, which tells
 * the machine with `quote.*` events; Pay sends the total the machine holds, so a `total_changed`
 * refusal's new total is what the next Pay states and so confirms.
 *
 * The idempotency key is the page's (checkout-session.ts, kept in sessionStorage until an order):
 * the same for every submission of this cart, so a retry, a resubmit after the bank, or a reload
 * can never charge twice. The machine never makes or stores one; nor does it read the clock:
 * `checkout.submit` says what day it is (card expiry).
 */

export interface CompleteInput {
  token: string;
  key: string;
  request: ReturnType<typeof toCheckoutRequest>;
}

export interface Placed {
  order: Order;
  accessToken: string;
}

export interface CheckoutContext {
  token: string;
  key: string;
  idempotencyKey: string;
  values: CheckoutValues;
  errors: CheckoutErrors;
  /** The summary as last quoted (or repriced by a refusal); null until the first quote. */
  cart: CheckoutSummary | null;
  /** A quote for a newly chosen country is on its way: Pay would name the old total. */
  quoting: boolean;
  /** The message above the form (role alert); null when there is nothing to say. */
  banner: string | null;
  /** The bank's page while the buyer confirms the payment (state `authenticating`). */
  challengeUrl: string | null;
  /** Why the checkout cannot be shown at all (state `unavailable`), with the order if one was made. */
  unavailable: { message: string; orderNumber: number | null } | null;
  placed: Placed | null;
}

export type CheckoutEvent =
  | { type: 'field.changed'; field: keyof CheckoutValues; value: string }
  /** The page asks for the summary again (a new shipping country). */
  | { type: 'quote.started' }
  | { type: 'quote.loaded'; cart: CheckoutSummary }
  | { type: 'quote.failed'; status: number | null; message: string; orderNumber: number | null }
  /** Pay; `today` decides whether the card has expired. */
  | { type: 'checkout.submit'; today: Date }
  /** The bank's page said it is done (either way): the same request goes again. */
  | { type: 'challenge.finished' }
  /** The buyer closed the bank's page: nothing was charged. */
  | { type: 'challenge.cancelled' };

export interface CheckoutInput {
  token: string;
  key: string;
  idempotencyKey: string;
  /** The shipping country to start with (the visitor's region). */
  country: string;
}

export const ATTENTION = 'Some details need attention: see the messages next to the fields.';
export const NO_ANSWER =
  'We could not reach the payment service. Nothing has been charged twice: submit again to retry.';
export const CHALLENGE_CLOSED =
  'You closed your bank’s confirmation, so nothing was charged. Pay again to confirm the payment.';
const LOAD_FAILED = 'We could not load your checkout. Please try again.';

/** The API's refusal (any HTTP answer but a success), or null when there was no answer at all. */
type Refusal = CheckoutError | null;
const checkoutErrorOf = (error: unknown): Refusal =>
  error instanceof CheckoutError ? error : null;

const notProvided = () => Promise.reject(new Error('checkout machine: provide "completeCheckout"'));

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    completeCheckout: fromPromise<Placed, CompleteInput>(notProvided),
  },
  guards: {
    /** Nothing to show yet, or the cart is no longer payable (409: completed, or another's). */
    quoteFatal: ({ context, event }) =>
      event.type === 'quote.failed' && (context.cart === null || event.status === 409),
    canPay: ({ context }) => !context.quoting && (context.cart?.lines.length ?? 0) > 0,
    formValid: ({ context, event }) =>
      event.type === 'checkout.submit' &&
      Object.keys(validateCheckout(context.values, event.today)).length === 0,
    // A refusal's kind, from the API's answer (null: no answer at all, e.g. the network).
    needsAuthentication: (_, e: Refusal) => e?.challengeUrl != null,
    repriced: (_, e: Refusal) => e?.repriced != null,
    declined: (_, e: Refusal) => e?.status === 402,
    fieldsRefused: (_, e: Refusal) => (e?.fieldErrors.length ?? 0) > 0,
    refused: (_, e: Refusal) => e !== null,
  },
  actions: {
    setField: assign(({ context, event }) =>
      event.type === 'field.changed'
        ? { values: { ...context.values, [event.field]: event.value } }
        : {},
    ),
    startQuote: assign({ quoting: true }),
    keepQuote: assign(({ event }) =>
      event.type === 'quote.loaded' ? { cart: event.cart, quoting: false } : {},
    ),
    /** A failed re-quote keeps the form and what was typed; Pay still gets the server's total. */
    keepQuoteFailure: assign(({ event }) =>
      event.type === 'quote.failed' ? { banner: event.message, quoting: false } : {},
    ),
    keepUnavailable: assign(({ event }) =>
      event.type === 'quote.failed'
        ? {
            quoting: false,
            banner: event.message,
            unavailable: { message: event.message || LOAD_FAILED, orderNumber: event.orderNumber },
          }
        : {},
    ),
    showFieldErrors: assign(({ context, event }) => {
      const errors =
        event.type === 'checkout.submit' ? validateCheckout(context.values, event.today) : {};
      return { errors, banner: ATTENTION };
    }),
    startSubmission: assign({ errors: {}, banner: null }),
    keepChallenge: assign((_, e: Refusal) => ({ challengeUrl: e?.challengeUrl ?? null })),
    forgetChallenge: assign({ challengeUrl: null }),
    /** The buyer closed the bank's page: the key stays, so paying again reopens the same confirmation. */
    keepCancelledChallenge: assign({ challengeUrl: null, banner: CHALLENGE_CLOSED }),
    /** Nothing was charged: show the new total; the next Pay states it and so confirms it. */
    keepRepricing: assign(({ context }, e: Refusal) => ({
      cart: context.cart && e?.repriced ? applyRepricing(context.cart, e.repriced) : context.cart,
      banner: e?.message ?? null,
    })),
    keepDecline: assign((_, e: Refusal) => ({
      banner: `Payment declined: ${e?.message ?? ''} Your cart is saved; check the card details or use another card.`,
    })),
    keepFieldRefusal: assign((_, e: Refusal) => {
      const refusals = e?.fieldErrors ?? [];
      const errors: CheckoutErrors = {};
      for (const f of refusals) {
        const field = fieldOf(f.field);
        if (field) errors[field] = f.message;
      }
      // A refusal of something the form has no field for (the cart, the key) says so in its own words.
      const unplaced = refusals.some((f) => fieldOf(f.field) === null);
      return { errors, banner: unplaced ? (e?.message ?? ATTENTION) : ATTENTION };
    }),
    keepRefusal: assign((_, e: Refusal) => ({ banner: e?.message ?? null })),
    keepNoAnswer: assign({ banner: NO_ANSWER }),
    keepPlaced: assign((_, placed: Placed) => ({ placed })),
    /** The order is made: the page forgets the key and the cart, and opens the confirmation. */
    orderPlaced: (_, _placed: Placed) => undefined,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    token: input.token,
    key: input.key,
    idempotencyKey: input.idempotencyKey,
    values: { ...EMPTY_VALUES, country: input.country },
    errors: {},
    cart: null,
    quoting: true,
    banner: null,
    challengeUrl: null,
    unavailable: null,
    placed: null,
  }),
  on: {
    'field.changed': { actions: 'setField' },
    'quote.started': { actions: 'startQuote' },
    'quote.loaded': { actions: 'keepQuote' },
    'quote.failed': [
      { guard: 'quoteFatal', target: '.unavailable', actions: 'keepUnavailable' },
      { actions: 'keepQuoteFailure' },
    ],
  },
  initial: 'loading',
  states: {
    loading: {
      on: { 'quote.loaded': { target: 'form', actions: 'keepQuote' } },
    },
    // The form, and why the last Pay did not place an order: `failed` had no answer, `refused`
    // was the API's no (a decline, a field, a new total, a closed confirmation). Pay works in all three.
    form: {
      initial: 'editing',
      on: {
        'checkout.submit': [
          { guard: and(['canPay', 'formValid']), target: 'submitting', actions: 'startSubmission' },
          { guard: 'canPay', actions: 'showFieldErrors' },
        ],
      },
      states: {
        editing: {},
        failed: {},
        refused: {},
      },
    },
    submitting: {
      // Pay again while this runs does nothing: one click, one request.
      invoke: {
        src: 'completeCheckout',
        input: ({ context }) => ({
          token: context.token,
          key: context.key,
          request: toCheckoutRequest(
            context.values,
            context.idempotencyKey,
            context.cart ? amountDue(context.cart, context.values.shippingMethod) : null,
          ),
        }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'keepPlaced', params: ({ event }) => event.output },
            { type: 'orderPlaced', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            guard: {
              type: 'needsAuthentication',
              params: ({ event }) => checkoutErrorOf(event.error),
            },
            target: 'authenticating',
            actions: { type: 'keepChallenge', params: ({ event }) => checkoutErrorOf(event.error) },
          },
          {
            guard: { type: 'repriced', params: ({ event }) => checkoutErrorOf(event.error) },
            target: 'form.refused',
            actions: { type: 'keepRepricing', params: ({ event }) => checkoutErrorOf(event.error) },
          },
          {
            guard: { type: 'declined', params: ({ event }) => checkoutErrorOf(event.error) },
            target: 'form.refused',
            actions: { type: 'keepDecline', params: ({ event }) => checkoutErrorOf(event.error) },
          },
          {
            guard: { type: 'fieldsRefused', params: ({ event }) => checkoutErrorOf(event.error) },
            target: 'form.refused',
            actions: {
              type: 'keepFieldRefusal',
              params: ({ event }) => checkoutErrorOf(event.error),
            },
          },
          {
            guard: { type: 'refused', params: ({ event }) => checkoutErrorOf(event.error) },
            target: 'form.refused',
            actions: { type: 'keepRefusal', params: ({ event }) => checkoutErrorOf(event.error) },
          },
          { target: 'form.failed', actions: 'keepNoAnswer' },
        ],
      },
    },
    // The bank's page is shown; the same key goes again when it is done, which answers the outcome.
    authenticating: {
      on: {
        'challenge.finished': { target: 'submitting', actions: 'forgetChallenge' },
        'challenge.cancelled': { target: 'form.refused', actions: 'keepCancelledChallenge' },
      },
    },
    done: { type: 'final' },
    // The checkout cannot be shown (a bad link, a cart already ordered): the page says why.
    unavailable: { type: 'final' },
  },
});
