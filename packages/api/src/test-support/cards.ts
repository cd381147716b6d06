import { randomInt } from 'node:crypto';
import { luhnCheckDigit } from '@site/contracts/card-rules';

/**
 * A Luhn-valid 16-digit card number the embedded test provider does not know, so it declines it
 * (card_declined): each a card of its own for the decline limits. The same `seed` gives the same
 * number; without one it is random.
 */
export function strangerCard(seed?: number): string {
  const digits =
    seed === undefined ? String(randomInt(1e14)).padStart(14, '0') : String(seed).padStart(14, '7');
  const body = `4${digits.slice(-14)}`;
  return `${body}${luhnCheckDigit(body)}`;
}
