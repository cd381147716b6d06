import { CARD_DECLINE_CODES } from '@site/contracts/card-rules';
import { DECLINE_ERROR_CODES, declineUserError } from './declines';

describe('decline codes', () => {
  it('answers exactly the codes the forms show on the card (contracts CARD_DECLINE_CODES)', () => {
    expect(new Set(Object.values(DECLINE_ERROR_CODES))).toEqual(CARD_DECLINE_CODES);
  });

  it('puts a decline on the card field with its code and says nothing was charged', () => {
    expect(
      declineUserError({
        ok: false,
        code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      }),
    ).toEqual({
      field: ['input', 'card'],
      code: 'INSUFFICIENT_FUNDS',
      message: 'Your card has insufficient funds. Nothing was charged.',
    });
  });
});
