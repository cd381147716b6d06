/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { challengeAddress, challengeOutcome, PaymentChallenge } from './payment-challenge';

const here = { href: 'https://history.example.org/give', origin: 'https://history.example.org' };

describe('challengeAddress', () => {
  it('frames a page of this site or an https page, nothing else', () => {
    expect(challengeAddress('/api/payments/test/challenge/abc', here)?.href).toBe(
      'https://history.example.org/api/payments/test/challenge/abc',
    );
    expect(challengeAddress('https://bank.example.com/3ds/1', here)?.origin).toBe(
      'https://bank.example.com',
    );
    expect(challengeAddress('http://bank.example.com/3ds/1', here)).toBeNull();
    expect(challengeAddress('javascript:alert(1)', here)).toBeNull();
    expect(challengeAddress('data:text/html,hi', here)).toBeNull();
  });
});

describe('challengeOutcome', () => {
  const origin = 'https://history.example.org';
  it('reads a challenge message from the page origin only', () => {
    const data = { type: 'payment-challenge', outcome: 'succeeded' };
    expect(challengeOutcome({ origin, data }, origin)).toBe('succeeded');
    expect(challengeOutcome({ origin, data: { ...data, outcome: 'failed' } }, origin)).toBe(
      'failed',
    );
    expect(challengeOutcome({ origin: 'https://evil.example', data }, origin)).toBeNull();
    expect(challengeOutcome({ origin, data: { ...data, outcome: 'open' } }, origin)).toBeNull();
    expect(challengeOutcome({ origin, data: 'payment-challenge' }, origin)).toBeNull();
  });
});

describe('PaymentChallenge', () => {
  it("frames the bank's page, answers its message only, and can be cancelled", () => {
    const finished: string[] = [];
    let cancelled = 0;
    render(
      <PaymentChallenge
        challengeUrl="/api/payments/test/challenge/abc"
        onFinished={(outcome) => finished.push(outcome)}
        onCancelled={() => cancelled++}
      />,
    );
    const heading = screen.getByRole('heading', { name: 'Confirm the payment with your bank' });
    expect(document.activeElement).toBe(heading);
    const frame = screen.getByTitle("Your bank's confirmation page") as HTMLIFrameElement;
    expect(frame.src).toBe(`${window.location.origin}/api/payments/test/challenge/abc`);
    const message = (source: MessageEventSource | null, origin = window.location.origin) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type: 'payment-challenge', outcome: 'succeeded' },
            origin,
            source,
          }),
        );
      });
    message(window); // another window's message
    message(frame.contentWindow, 'https://evil.example');
    expect(finished).toEqual([]);
    message(frame.contentWindow);
    expect(finished).toEqual(['succeeded']);
    act(() => screen.getByRole('button', { name: 'Cancel and return to the form' }).click());
    expect(cancelled).toBe(1);
  });

  it('refuses to frame a page it may not, and says nothing was charged', () => {
    render(
      <PaymentChallenge
        challengeUrl="http://bank.example.com/3ds"
        onFinished={() => undefined}
        onCancelled={() => undefined}
      />,
    );
    expect(screen.queryByTitle("Your bank's confirmation page")).toBeNull();
    expect(screen.getByRole('alert').textContent).toMatch(/Nothing was charged/);
  });
});
