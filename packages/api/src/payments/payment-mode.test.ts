import type { AddressInfo } from 'node:net';
import express from 'express';
import type { PaymentProvider } from './provider';
import { paymentModeRouter } from './payment-mode';
import { paymentProviderFromEnv } from './test-provider';

async function ask(provider: PaymentProvider) {
  const app = express();
  app.use('/api', paymentModeRouter(provider));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/payments/mode`);
    return {
      status: response.status,
      cache: response.headers.get('cache-control'),
      body: (await response.json()) as unknown,
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('GET /api/payments/mode', () => {
  it('says test mode while the embedded test provider is configured (the default)', async () => {
    const answer = await ask(paymentProviderFromEnv({}));
    expect(answer).toEqual({
      status: 200,
      cache: 'no-cache',
      body: { provider: 'test', test: true },
    });
    expect((await ask(paymentProviderFromEnv({ PAYMENT_PROVIDER: ' test ' }))).body).toEqual({
      provider: 'test',
      test: true,
    });
  });

  it('says not test mode for any other provider, whatever its name', async () => {
    // A provider that only calls itself "test" is not the embedded one.
    const impostor = { name: 'test' } as PaymentProvider;
    expect((await ask(impostor)).body).toEqual({ provider: 'test', test: false });
    const hosted = { name: 'stripe' } as PaymentProvider;
    expect((await ask(hosted)).body).toEqual({ provider: 'stripe', test: false });
  });
});
