import { luhnValid } from '@site/contracts/card-rules';
import { TestPaymentProvider } from './test-provider';

const card = (number: string, expYear = 2099) => ({
  number,
  expMonth: 6,
  expYear,
  cvc: '123',
  name: 'T',
});
const request = (number: string, key: string, expYear?: number) => ({
  amount: 500,
  currency: 'GBP',
  card: card(number, expYear),
  idempotencyKey: key,
  description: 't',
});

describe('luhn', () => {
  it('accepts valid numbers and rejects a changed digit or bad lengths', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
    expect(luhnValid('42424')).toBe(false);
    expect(luhnValid('4242x24242424242')).toBe(false);
  });
});

describe('TestPaymentProvider', () => {
  it('charges once per idempotency key and replays the result', async () => {
    const provider = new TestPaymentProvider();
    const first = await provider.charge(request('4242424242424242', 'k-1'));
    const again = await provider.charge(request('4242424242424242', 'k-1'));
    expect(first.ok && again.ok && first.chargeId === again.chargeId).toBe(true);
    expect(provider.charges).toHaveLength(1);
  });

  it('treats a past expiry as expired_card whatever the number', async () => {
    const provider = new TestPaymentProvider(() => new Date(Date.UTC(2030, 5, 1)));
    expect(await provider.charge(request('4242424242424242', 'k-2', 2029))).toMatchObject({
      ok: false,
      code: 'expired_card',
    });
  });

  it('frees the key on refund', async () => {
    const provider = new TestPaymentProvider();
    const first = await provider.charge(request('4242424242424242', 'k-3'));
    if (!first.ok) throw new Error('expected success');
    await provider.refund(first.chargeId);
    expect(provider.charges[0]?.refunded).toBe(true);
    const second = await provider.charge(request('4242424242424242', 'k-3'));
    expect(second.ok && second.chargeId !== first.chargeId).toBe(true);
  });
});
