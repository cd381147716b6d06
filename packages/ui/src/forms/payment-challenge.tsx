import { useEffect, useId, useRef } from 'react';

/*
 * The bank's 3-D Secure page inside the form (issue 27). A payment mutation that answers
 * `authentication { challengeUrl }` has charged nothing yet: the form shows that page in a frame,
 * and when the page posts `{ type: 'payment-challenge', outcome }` to this window the form sends
 * the same mutation again with the same key, which answers the payment's outcome.
 */

export type ChallengeOutcome = 'succeeded' | 'failed';

/**
 * The challenge page's address, if the form may frame it: a path on this site (the embedded
 * provider) or an https page (a hosted provider's); anything else is refused (null).
 */
export function challengeAddress(url: string, here: { href: string; origin: string }): URL | null {
  let address: URL;
  try {
    address = new URL(url, here.href);
  } catch {
    return null;
  }
  if (address.origin === here.origin) return address;
  return address.protocol === 'https:' ? address : null;
}

/** The outcome a message carries, when it is a challenge page's message from `origin`; else null. */
export function challengeOutcome(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
): ChallengeOutcome | null {
  if (event.origin !== origin) return null;
  const data = event.data as { type?: unknown; outcome?: unknown } | null;
  if (!data || typeof data !== 'object' || data.type !== 'payment-challenge') return null;
  return data.outcome === 'succeeded' || data.outcome === 'failed' ? data.outcome : null;
}

export interface PaymentChallengeProps {
  challengeUrl: string;
  /** The page said how the challenge ended: send the same submission again. */
  onFinished(outcome: ChallengeOutcome): void;
  /** The payer closed it: nothing was charged; the form goes back to its payment step. */
  onCancelled(): void;
}

export function PaymentChallenge({ challengeUrl, onFinished, onCancelled }: PaymentChallengeProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const address =
    typeof window === 'undefined' ? null : challengeAddress(challengeUrl, window.location);
  const href = address?.href ?? null;
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (!href) return;
    const origin = new URL(href).origin;
    const listen = (event: MessageEvent) => {
      // Only the framed page may answer: another window's message (or another frame's) is ignored.
      if (event.source !== frame.current?.contentWindow) return;
      const outcome = challengeOutcome(event, origin);
      if (outcome) finished.current(outcome);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [href]);

  return (
    <section className="payment-challenge" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Confirm the payment with your bank
      </h2>
      <p>Your bank asks you to confirm this payment. Nothing is charged until you do.</p>
      {href ? (
        <iframe
          ref={frame}
          className="payment-challenge-frame"
          title="Your bank's confirmation page"
          src={href}
        />
      ) : (
        <p className="field-error" role="alert">
          The bank's page cannot be shown here. Nothing was charged; please try another card.
        </p>
      )}
      <button type="button" className="payment-challenge-cancel" onClick={onCancelled}>
        Cancel and return to the form
      </button>
    </section>
  );
}
