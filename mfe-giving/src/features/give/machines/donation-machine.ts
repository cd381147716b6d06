import { assign, fromPromise, setup } from 'xstate';
import {
  amountErrors,
  detailsErrors,
  type DonationFields,
  type FieldErrors,
  paymentErrors,
} from '../form-rules';

/*
 * The donation form (issue 16): amount → details → payment → processing → success | failure,
 * with processing → authenticating → processing when the donor's bank asks to confirm (3-D Secure,
 * issue 27): the same key is sent again once the bank's page says it is done.
 * The machine holds what the donor typed and where they are; the product API holds the gift.
 * One idempotency key per submission: made when a submission starts, kept for a retry of the same
 * submission after a network failure (the API then answers with the first result and never charges
 * twice), and dropped after a decline, so the next try is a new submission.
 */

export interface SubmitInput {
  fields: DonationFields;
  idempotencyKey: string;
}

/** What the API answered: the gift, or why not (by field where it can say). */
export type SubmitResult =
  | { ok: true; donationId: string; receiptUrl: string }
  | { ok: false; kind: 'declined' | 'invalid'; message: string; fieldErrors: FieldErrors }
  /** Nothing charged yet: the donor's bank asks them to confirm on its page (3-D Secure). */
  | { ok: false; kind: 'authentication'; challengeUrl: string };
type Refusal = Extract<SubmitResult, { kind: 'declined' | 'invalid' }>;

export interface DonationContext {
  fields: DonationFields;
  projectIds: string[];
  signedIn: boolean;
  errors: FieldErrors;
  idempotencyKey: string | null;
  result: { donationId: string; receiptUrl: string } | null;
  failure: { message: string; retrySameKey: boolean } | null;
  /** The bank's page while the donor confirms the payment (state `authenticating`). */
  challengeUrl: string | null;
}

export type DonationEvent =
  | { type: 'field.changed'; field: keyof DonationFields; value: string | boolean }
  | { type: 'session.changed'; signedIn: boolean; prefill?: Partial<DonationFields> }
  | { type: 'donation.prefill'; values: Partial<DonationFields> }
  | { type: 'donation.next' }
  | { type: 'donation.back' }
  /**
   * `key`: a fresh idempotency key the page makes for this press (the machine stays pure). It is
   * used only when no submission is outstanding: a retry of an unanswered one keeps the old key.
   */
  | { type: 'donation.submit'; key: string }
  | { type: 'donation.retry' }
  /** The bank's page said it is done (either way): the same submission goes again. */
  | { type: 'challenge.finished' }
  /** The donor closed the bank's page: nothing was charged. */
  | { type: 'challenge.cancelled' };

export interface DonationInput {
  fields: DonationFields;
  projectIds: string[];
  signedIn: boolean;
}

/** Prefill only what the donor has not typed yet. */
function untouched(
  fields: DonationFields,
  values: Partial<DonationFields> = {},
): Partial<DonationFields> {
  return Object.fromEntries(
    Object.entries(values).filter(([k, v]) => v && !fields[k as keyof DonationFields]),
  );
}

const notProvided = () => Promise.reject(new Error('submitDonation was not provided'));

export const donationMachine = setup({
  types: {
    context: {} as DonationContext,
    events: {} as DonationEvent,
    input: {} as DonationInput,
  },
  actors: {
    submitDonation: fromPromise<SubmitResult, SubmitInput>(notProvided),
  },
  guards: {
    amountValid: ({ context }) =>
      Object.keys(
        amountErrors(
          context.fields,
          context.projectIds,
          context.signedIn,
          context.fields.frequency,
        ),
      ).length === 0,
    detailsValid: ({ context }) => Object.keys(detailsErrors(context.fields)).length === 0,
    paymentValid: ({ context }) => Object.keys(paymentErrors(context.fields)).length === 0,
    accepted: (_, result: SubmitResult) => result.ok,
    needsAuthentication: (_, result: SubmitResult) =>
      !result.ok && result.kind === 'authentication',
    invalidDetails: (_, result: SubmitResult) =>
      !result.ok &&
      result.kind === 'invalid' &&
      Object.keys(result.fieldErrors).some((f) => !f.startsWith('card')),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.changed') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { fields: { ...context.fields, [event.field]: event.value }, errors };
    }),
    setSession: assign(({ context, event }) => {
      if (event.type !== 'session.changed') return {};
      return {
        signedIn: event.signedIn,
        fields: { ...context.fields, ...untouched(context.fields, event.prefill) },
      };
    }),
    setPrefill: assign(({ context, event }) =>
      event.type === 'donation.prefill'
        ? { fields: { ...context.fields, ...untouched(context.fields, event.values) } }
        : {},
    ),
    showAmountErrors: assign(({ context }) => ({
      errors: amountErrors(
        context.fields,
        context.projectIds,
        context.signedIn,
        context.fields.frequency,
      ),
    })),
    showDetailsErrors: assign(({ context }) => ({ errors: detailsErrors(context.fields) })),
    showPaymentErrors: assign(({ context }) => ({ errors: paymentErrors(context.fields) })),
    clearErrors: assign({ errors: {} }),
    takeKeyIfNeeded: assign(({ context, event }) => ({
      idempotencyKey:
        context.idempotencyKey ?? (event.type === 'donation.submit' ? event.key : null),
    })),
    clearFailure: assign({ failure: null }),
    keepResult: assign((_, result: { donationId: string; receiptUrl: string }) => ({
      result: { donationId: result.donationId, receiptUrl: result.receiptUrl },
      failure: null,
    })),
    /** A decline or refusal ends the submission: the key goes, every typed field stays. */
    keepRefusal: assign((_, result: Refusal) => ({
      idempotencyKey: null,
      errors: result.fieldErrors,
      failure: { message: result.message, retrySameKey: false },
    })),
    keepChallenge: assign((_, challengeUrl: string) => ({ challengeUrl, failure: null })),
    forgetChallenge: assign({ challengeUrl: null }),
    /** The donor closed the bank's page: the key stays, so paying again reopens the same confirmation. */
    keepCancelledChallenge: assign({
      challengeUrl: null,
      failure: {
        message:
          'You closed your bank’s confirmation, so nothing was charged. Pay again to confirm the payment.',
        retrySameKey: true,
      },
    }),
    /** No answer (network, timeout): the same key is kept so a retry cannot charge twice. */
    keepNetworkFailure: assign({
      failure: {
        message:
          'We could not reach the server, so we do not know yet whether your gift went through. Try again: your card will not be charged twice.',
        retrySameKey: true,
      },
    }),
  },
}).createMachine({
  id: 'donation',
  context: ({ input }) => ({
    fields: input.fields,
    projectIds: input.projectIds,
    signedIn: input.signedIn,
    errors: {},
    idempotencyKey: null,
    result: null,
    failure: null,
    challengeUrl: null,
  }),
  on: {
    'field.changed': { actions: 'setField' },
    'session.changed': { actions: 'setSession' },
    'donation.prefill': { actions: 'setPrefill' },
  },
  initial: 'amount',
  states: {
    amount: {
      on: {
        'donation.next': [
          { guard: 'amountValid', target: 'details', actions: 'clearErrors' },
          { actions: 'showAmountErrors' },
        ],
      },
    },
    details: {
      on: {
        'donation.back': { target: 'amount', actions: 'clearErrors' },
        'donation.next': [
          { guard: 'detailsValid', target: 'payment', actions: 'clearErrors' },
          { actions: 'showDetailsErrors' },
        ],
      },
    },
    payment: {
      on: {
        'donation.back': { target: 'details', actions: 'clearErrors' },
        'donation.submit': [
          { guard: 'amountValid', target: 'checkDetails', actions: 'takeKeyIfNeeded' },
          { target: 'amount', actions: 'showAmountErrors' },
        ],
      },
    },
    // Everything is checked again at the end: a field changed on the way (the currency, a sign-out) must not slip through.
    checkDetails: {
      always: [
        { guard: 'detailsValid', target: 'checkPayment' },
        { target: 'details', actions: 'showDetailsErrors' },
      ],
    },
    checkPayment: {
      always: [
        { guard: 'paymentValid', target: 'processing', actions: 'clearFailure' },
        { target: 'payment', actions: 'showPaymentErrors' },
      ],
    },
    processing: {
      // Submitting again while processing does nothing: one click, one request.
      invoke: {
        id: 'submitDonation',
        src: 'submitDonation',
        input: ({ context }) => ({
          fields: context.fields,
          idempotencyKey: context.idempotencyKey as string,
        }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'success',
            actions: {
              type: 'keepResult',
              params: ({ event }) => event.output as { donationId: string; receiptUrl: string },
            },
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
            guard: { type: 'invalidDetails', params: ({ event }) => event.output },
            target: 'details',
            actions: { type: 'keepRefusal', params: ({ event }) => event.output as Refusal },
          },
          {
            target: 'failure',
            actions: { type: 'keepRefusal', params: ({ event }) => event.output as Refusal },
          },
        ],
        onError: { target: 'failure', actions: 'keepNetworkFailure' },
      },
    },
    // The bank's page is shown; the same key goes again when it is done, which answers the outcome.
    authenticating: {
      on: {
        'challenge.finished': { target: 'processing', actions: 'forgetChallenge' },
        'challenge.cancelled': { target: 'failure', actions: 'keepCancelledChallenge' },
      },
    },
    failure: {
      on: {
        'donation.retry': 'payment',
        'donation.back': { target: 'details', actions: 'clearErrors' },
        // Retrying an unanswered submission goes straight back with the same key.
        'donation.submit': { target: 'checkDetails', actions: 'takeKeyIfNeeded' },
      },
    },
    success: { type: 'final' },
  },
});
