import type { ChargeResult, DeclineCode } from './provider';

/** The API's code for each provider decline, shared by every area's `userErrors`. */
export const DECLINE_ERROR_CODES: Record<DeclineCode, string> = {
  card_declined: 'CARD_DECLINED',
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  expired_card: 'EXPIRED_CARD',
  invalid_number: 'INVALID_NUMBER',
  authentication_required: 'AUTHENTICATION_REQUIRED',
  authentication_failed: 'AUTHENTICATION_FAILED',
  processing_error: 'PROCESSING_ERROR',
};

/** A decline as a user error on the card field; the message says nothing was charged. */
export function declineUserError(result: Extract<ChargeResult, { ok: false }>): {
  field: string[];
  code: string;
  message: string;
} {
  return {
    field: ['input', 'card'],
    code: DECLINE_ERROR_CODES[result.code] ?? 'CARD_DECLINED',
    message: `${result.message} Nothing was charged.`,
  };
}
