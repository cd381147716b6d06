import { useEffect, useState } from 'react';

/** Where the server says which payment provider it charges through (packages/api payment-mode.ts). */
export const PAYMENT_MODE_URL = '/api/payments/mode';

/** The embedded test provider's cards (packages/api/src/payments/test-provider.ts). */
export const TEST_CARDS: ReadonlyArray<{ number: string; outcome: string }> = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0027 6000 3184', outcome: 'asks you to confirm with your bank' },
];

let asked: Promise<boolean> | null = null;

/**
 * Whether the server charges through its test provider: asked once per page life and shared by
 * every form. Anything but a clear yes (an error, another provider, a malformed answer) is no.
 */
export function isTestPaymentMode(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  asked ??= fetchImpl(PAYMENT_MODE_URL, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((body) => (body as { test?: unknown } | null)?.test === true)
    .catch(() => false);
  return asked;
}

/** For tests: forget the answer, so the next form asks again. */
export function forgetPaymentMode() {
  asked = null;
}

/**
 * One clearly marked banner above a payment form's card fields while the server's test provider is
 * configured: no real money moves, and which test card does what. Nothing otherwise, nor while the
 * answer is awaited (and nothing in the prerendered page).
 */
export function TestModeBanner({ className }: { className?: string }) {
  const [test, setTest] = useState(false);
  useEffect(() => {
    let live = true;
    if (typeof fetch === 'function')
      void isTestPaymentMode().then((yes) => {
        if (live) setTest(yes);
      });
    return () => {
      live = false;
    };
  }, []);
  if (!test) return null;
  return (
    // A note, not an aside: it belongs to the form it sits in (an aside inside a landmark is not one).
    <div
      role="note"
      className={['test-mode-banner', className].filter(Boolean).join(' ')}
      aria-label="Test mode"
    >
      <p>
        <strong className="test-mode-banner__tag">Test mode</strong> No real payment is taken. Use a
        test card, any future expiry date and any security code:
      </p>
      <ul>
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="test-mode-banner__card">{card.number}</span> {card.outcome}
          </li>
        ))}
      </ul>
    </div>
  );
}
