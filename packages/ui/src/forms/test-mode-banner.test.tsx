/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { CardFields, EMPTY_CARD, forgetPaymentMode, isTestPaymentMode, PAYMENT_MODE_URL } from '.';

const answer = (body: unknown, status = 200) =>
  jest.fn(
    async () => ({ ok: status < 400, status, json: async () => body }) as unknown as Response,
  );

function form() {
  return render(
    <form aria-label="Pay">
      <CardFields values={EMPTY_CARD} errors={{}} onChange={() => undefined} idOf={(f) => f} />
    </form>,
  );
}

describe('the test-mode banner', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    forgetPaymentMode();
  });

  it('shows once above the card fields, with the test cards, while the server is in test mode', async () => {
    const fetchMock = answer({ provider: 'test', test: true });
    globalThis.fetch = fetchMock;
    form();
    const banner = await screen.findByRole('note', { name: 'Test mode' });
    expect(banner.textContent).toMatch(/No real payment is taken/);
    expect(banner.textContent).toMatch(/4242 4242 4242 4242 succeeds/);
    expect(banner.textContent).toMatch(/4000 0000 0000 0002 is declined/);
    expect(screen.getAllByRole('note', { name: 'Test mode' })).toHaveLength(1);
    // Above the card number, in the form's reading order.
    const number = screen.getByLabelText('Card number');
    expect(banner.compareDocumentPosition(number) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(PAYMENT_MODE_URL, expect.anything());
  });

  it('shows nothing for another provider, a failed or malformed answer', async () => {
    for (const fetchImpl of [
      answer({ provider: 'stripe', test: false }),
      answer({ error: 'down' }, 503),
      answer({ test: 'yes' }),
      jest.fn(() => Promise.reject(new Error('offline'))),
    ]) {
      forgetPaymentMode();
      expect(await isTestPaymentMode(fetchImpl as unknown as typeof fetch)).toBe(false);
      globalThis.fetch = fetchImpl as unknown as typeof fetch;
      const view = form();
      await isTestPaymentMode();
      await Promise.resolve();
      expect(screen.queryByRole('note', { name: 'Test mode' })).toBeNull();
      expect(screen.queryByText(/4242/)).toBeNull();
      view.unmount();
    }
  });

  it('asks the server once however many forms the page shows', async () => {
    const fetchMock = answer({ provider: 'test', test: true });
    globalThis.fetch = fetchMock;
    form();
    form();
    await waitFor(() => expect(screen.getAllByRole('note', { name: 'Test mode' })).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
