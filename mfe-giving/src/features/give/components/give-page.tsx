import { useCallback, useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@site/router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { appState } from '@site/app-state';
import { bus } from '@site/event-bus';
import type { PageProps } from '@site/contracts/remote';
import { ErrorSummary, PaymentChallenge } from '@site/ui/forms';
import { givingClient } from '../../../shared/api/projects-client';
import type { GivePageData, GivingProjectOption } from '../../../shared/content/project-options';
import { preselectedOption } from '../../../shared/content/project-options';
import { formatMoney } from '../../../shared/money/money';
import { GivingUnavailable } from '../../../shared/components/giving-unavailable';
import { submitDonation } from '../api/donate';
import { type DonationFields, feeOf, parseAmount } from '../form-rules';
import {
  type DonationEvent,
  donationMachine,
  type SubmitInput,
  type SubmitResult,
} from '../machines/donation-machine';
import { AmountStep } from './amount-step';
import { DetailsStep } from './details-step';
import { fieldId, LABELS } from './give-field';
import { PaymentStep } from './payment-step';
import { useDonorPrefill } from './use-donor-prefill';
import '../../../shared/components/giving.css';
import '../../../shared/components/giving-forms.css';
import './give.css';

const STEPS = { amount: 'Your gift', details: 'Your details', payment: 'Payment' } as const;

function emptyFields(projectId: string): DonationFields {
  return {
    projectId,
    amount: '',
    currency: 'GBP',
    frequency: 'ONE_OFF',
    coverFees: false,
    title: '',
    firstName: '',
    lastName: '',
    email: '',
    country: '',
    address: '',
    postcode: '',
    giftAid: false,
    showAsSupporter: false,
    cardNumber: '',
    cardExpiry: '',
    cardCvc: '',
    cardName: '',
  };
}

/**
 * /give: the donation form (issue 16), driven by the donation machine. Each step
 * has a heading that takes focus, errors are listed at the top and linked to their fields, and a
 * live region says what is happening.
 */
export default function GivePage({ data, route }: PageProps) {
  const page = data as GivePageData | undefined;
  if (!page || page.projects.length === 0) return <GivingUnavailable title={route.title} />;
  return <GiveForm projects={page.projects} />;
}

function GiveForm({ projects }: { projects: GivingProjectOption[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const named = new URLSearchParams(location.search).get('project');
  const fromState = appState.getState().donatingProjectId;
  const initial = preselectedOption(projects, named ?? (fromState || null));
  const unknownProject = named !== null && !projects.some((p) => p.id === named);
  const actorLogic = useMemo(
    () =>
      donationMachine.provide({
        actors: {
          submitDonation: fromPromise<SubmitResult, SubmitInput>(({ input }) =>
            submitDonation(givingClient(), input),
          ),
        },
      }),
    [],
  );
  const actor = useActorRef(actorLogic, {
    input: {
      fields: emptyFields(initial?.id ?? ''),
      projectIds: projects.map((p) => p.id),
      signedIn: false,
    },
  });
  const send = useCallback((event: DonationEvent) => actor.send(event), [actor]);
  // Narrow slices: a keystroke re-renders what reads the fields, not every part of the state.
  const fields = useSelector(actor, (s) => s.context.fields);
  const errors = useSelector(actor, (s) => s.context.errors);
  const failure = useSelector(actor, (s) => s.context.failure);
  const result = useSelector(actor, (s) => s.context.result);
  const challengeUrl = useSelector(actor, (s) => s.context.challengeUrl);
  const step = useSelector(actor, (s) => s.value as string);
  const set = (field: keyof DonationFields, value: string | boolean) =>
    send({ type: 'field.changed', field, value });
  const stepProps = { fields, errors, set };

  const pickedCurrency = useDonorPrefill(send);

  // Each step's heading takes focus when the step changes.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!result) return;
    const token =
      new URL(result.receiptUrl, window.location.origin).searchParams.get('token') ?? '';
    bus.emit('toast.requested', {
      message: 'Thank you: your gift has been received.',
      kind: 'success',
    });
    void navigate(
      `/success-donation?${new URLSearchParams({ id: result.donationId, token }).toString()}`,
    );
  }, [result, navigate]);

  const amount = parseAmount(fields.amount);
  const fee = amount !== null && fields.coverFees ? feeOf(amount) : 0;
  const status =
    step === 'processing'
      ? 'Processing your gift…'
      : step === 'authenticating'
        ? 'Your bank asks you to confirm the payment.'
        : step === 'failure'
          ? (failure?.message ?? '')
          : '';

  const submitStep = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'payment' || step === 'failure')
      send({ type: 'donation.submit', key: `give-${crypto.randomUUID()}` });
    else send({ type: 'donation.next' });
  };

  const title =
    step in STEPS
      ? STEPS[step as keyof typeof STEPS]
      : step === 'failure'
        ? 'Your gift did not go through'
        : 'Processing your gift';
  return (
    <article className="page giving-page give-page">
      <h1>Give</h1>
      <p className="give-steps" aria-label="Progress">
        {(['amount', 'details', 'payment'] as const).map((s, i) => (
          <span key={s} aria-current={s === step ? 'step' : undefined}>
            {i + 1}. {STEPS[s]}
          </span>
        ))}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {unknownProject && step === 'amount' && (
        <p className="give-notice">
          We could not find the project in that link, so {initial?.title ?? 'our general fund'} is
          chosen below; you can pick another.
        </p>
      )}
      <ErrorSummary
        errors={errors}
        titleId="give-errors-title"
        className="give-error-summary"
        idOf={fieldId}
        labelOf={(field) => LABELS[field] ?? field}
      />
      {step === 'authenticating' && challengeUrl ? (
        <PaymentChallenge
          challengeUrl={challengeUrl}
          onFinished={() => send({ type: 'challenge.finished' })}
          onCancelled={() => send({ type: 'challenge.cancelled' })}
        />
      ) : (
        <form onSubmit={submitStep} noValidate aria-labelledby="give-step-title">
          <h2 id="give-step-title" ref={heading} tabIndex={-1}>
            {title}
          </h2>
          {step === 'amount' && (
            <AmountStep
              {...stepProps}
              projects={projects}
              loginHref={`/login?return=${encodeURIComponent(location.pathname + location.search)}`}
              onCurrencyPicked={pickedCurrency}
            />
          )}
          {step === 'details' && <DetailsStep {...stepProps} />}
          {(step === 'payment' || step === 'processing' || step === 'failure') && (
            <PaymentStep
              {...stepProps}
              project={projects.find((p) => p.id === fields.projectId)}
              failure={step === 'failure' ? (failure?.message ?? null) : null}
            />
          )}
          <div className="give-actions">
            {step !== 'amount' && step !== 'processing' && (
              <button type="button" onClick={() => send({ type: 'donation.back' })}>
                Back
              </button>
            )}
            <button type="submit" disabled={step === 'processing'}>
              {step === 'payment' || step === 'processing'
                ? step === 'processing'
                  ? 'Processing…'
                  : `Give ${amount !== null ? formatMoney(amount + fee, fields.currency) : ''}`
                : step === 'failure'
                  ? 'Try again'
                  : 'Continue'}
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
